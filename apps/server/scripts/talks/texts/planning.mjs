/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Planning',
  name: 'planning',
  colour: '#2f5d62',
  en: {
    title: 'Planning a session: one goal, three parts',
    slides: [
      { say: ['A good session is planned around one goal.'] },
      {
        point: 'Write one goal',
        say: ['Before anything else, write in one sentence what people should take home.'],
      },
      {
        point: 'Open, teach, apply',
        say: [
          'Then split the time in three parts: a warm opening, a short teaching, and time to apply it.',
        ],
      },
      {
        point: 'Plan less than fits',
        say: ['Plan less than fits in the time, because good conversations run long.'],
      },
      {
        point: 'Send a reminder',
        say: [
          'The day before, send a short reminder with the time and the place.',
          'A clear plan leaves you free to pay attention to people.',
        ],
      },
    ],
  },
  es: {
    title: 'Planificar una sesión: un objetivo, tres partes',
    slides: [
      { say: ['Una buena sesión se planifica en torno a un solo objetivo.'] },
      {
        point: 'Escribe un objetivo',
        say: ['Antes de nada, escribe en una frase lo que la gente debe llevarse a casa.'],
      },
      {
        point: 'Abrir, enseñar, aplicar',
        say: [
          'Después divide el tiempo en tres partes: una apertura cálida, una enseñanza breve y tiempo para aplicarla.',
        ],
      },
      {
        point: 'Planifica menos de lo que cabe',
        say: ['Planifica menos de lo que cabe, porque las buenas conversaciones se alargan.'],
      },
      {
        point: 'Envía un recordatorio',
        say: [
          'El día anterior, envía un recordatorio breve con la hora y el lugar.',
          'Un plan claro te deja libre para atender a las personas.',
        ],
      },
    ],
  },
  he: {
    title: 'לתכנן מפגש: מטרה אחת, שלושה חלקים',
    slides: [
      { say: ['מפגש טוב מתוכנן סביב מטרה אחת.'] },
      {
        point: 'כתבו מטרה אחת',
        say: ['לפני הכול, כתבו במשפט אחד מה האנשים צריכים לקחת איתם הביתה.'],
      },
      {
        point: 'פתיחה, לימוד, יישום',
        say: ['אחר כך חלקו את הזמן לשלושה חלקים: פתיחה חמה, לימוד קצר וזמן ליישם אותו.'],
      },
      {
        point: 'תכננו פחות ממה שנכנס',
        say: ['תכננו פחות ממה שנכנס בזמן, כי שיחות טובות נמשכות יותר.'],
      },
      {
        point: 'שלחו תזכורת',
        say: [
          'יום לפני, שלחו תזכורת קצרה עם השעה והמקום.',
          'תוכנית ברורה משאירה לכם פנאי לשים לב לאנשים.',
        ],
      },
    ],
  },
};
