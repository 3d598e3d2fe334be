import type { ShellMessages } from '../en/shell';

const shell: ShellMessages = {
  menu: {
    label: 'Principal',
    home: 'Inicio de Campus',
    dashboard: 'Panel',
    activeCourses: 'Cursos activos',
    courseLibrary: 'Biblioteca de cursos',
    learningCentre: 'Centro de aprendizaje',
    search: 'Buscar',
    more: 'Más',
    createCourse: 'Crear un curso',
    login: 'Iniciar sesión',
    logout: 'Cerrar sesión',
    support: 'Ayuda',
    languages: 'Idiomas',
    language: 'Idioma',
  },
  loader: {
    label: 'Cargando…',
    slow: 'Esto está tardando más de lo habitual.',
    starting: 'Cargando Campus…',
  },
  cookies: {
    message: 'Este sitio usa cookies para mantener tu sesión y entender cómo se usa.',
    accept: 'Aceptar',
  },
  skipToContent: 'Saltar al contenido',
  backToTop: 'Volver arriba',
  restart: { message: 'Hay una nueva versión de la aplicación disponible.', action: 'Reiniciar' },
  loadFailure: {
    offline: 'Probablemente no tienes conexión.',
    offlineDetail:
      'No se pudo cargar esta parte de la página. Comprueba tu conexión y vuelve a intentarlo; tu progreso se conserva.',
    retry: 'Reintentar',
    updatedDetail:
      'Esta parte de la página pertenece a la versión anterior. Reinicia para cargar la nueva.',
    pageNeedsConnection: 'No tienes conexión y la página que pediste la necesita.',
    close: 'Cerrar',
  },
  error: {
    title: 'Algo salió mal',
    intro: 'Se produjeron los siguientes errores:',
    none: 'Se produjo un error desconocido.',
    home: 'Ir al panel',
    offline: 'No tienes conexión y esta página la necesita.',
    offlineHome: 'Ir a los módulos guardados en este dispositivo',
    progressKept:
      'Tus lecciones terminadas se guardan en este dispositivo y se enviarán cuando vuelvas a estar en línea.',
  },
  loadFailed: { message: 'No se pudo cargar.', retry: 'Intentar de nuevo' },
  signInPrompt: {
    required: 'Inicia sesión para ver esta página.',
    signIn: 'Iniciar sesión',
    library: 'Explorar la biblioteca de cursos',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La página que buscas no existe.',
    home: 'Ir al panel',
  },
  session: { blockedTitle: 'Sin acceso', close: 'Cerrar' },
  darkMode: {
    label: 'Modo oscuro',
    system: 'Según el sistema',
    on: 'Activado',
    off: 'Desactivado',
  },
};

export default shell;
