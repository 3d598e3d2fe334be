/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Teamwork',
  name: 'teamwork',
  colour: '#4a4e69',
  en: {
    title: 'Teamwork: share the load',
    slides: [
      { say: ['A volunteer team works best when the load is shared.'] },
      {
        point: 'Give real tasks',
        say: ['Give each person a real task with a clear end, not only small favours.'],
      },
      {
        point: 'Write down who does what',
        say: ['Write down who does what and by when, and share the list with everyone.'],
      },
      {
        point: 'Thank people by name',
        say: ['Thank people in public and by name, for the work and not only the result.'],
      },
      {
        point: 'Check in once a month',
        say: [
          'Once a month, ask each person: what is working for you, and what is too much?',
          'People stay on teams where they are trusted and seen.',
        ],
      },
    ],
  },
  es: {
    title: 'Trabajo en equipo: reparte la carga',
    slides: [
      { say: ['Un equipo de voluntarios funciona mejor cuando la carga se reparte.'] },
      {
        point: 'Da tareas reales',
        say: ['Da a cada persona una tarea real con un final claro, no solo pequeños favores.'],
      },
      {
        point: 'Escribe quién hace qué',
        say: ['Escribe quién hace qué y para cuándo, y comparte la lista con todos.'],
      },
      {
        point: 'Agradece por su nombre',
        say: ['Agradece en público y por su nombre, por el trabajo y no solo por el resultado.'],
      },
      {
        point: 'Pregunta una vez al mes',
        say: [
          'Una vez al mes, pregunta a cada uno: ¿qué te funciona y qué es demasiado?',
          'La gente se queda en los equipos donde confían en ella y la tienen en cuenta.',
        ],
      },
    ],
  },
  he: {
    title: 'עבודת צוות: לחלק את העומס',
    slides: [
      { say: ['צוות מתנדבים עובד הכי טוב כשהעומס מתחלק.'] },
      {
        point: 'תנו משימות אמיתיות',
        say: ['תנו לכל אחד משימה אמיתית עם סוף ברור, ולא רק טובות קטנות.'],
      },
      {
        point: 'כתבו מי עושה מה',
        say: ['כתבו מי עושה מה ועד מתי, ושתפו את הרשימה עם כולם.'],
      },
      {
        point: 'הודו לאנשים בשמם',
        say: ['הודו לאנשים בפומבי ובשמם, על העבודה ולא רק על התוצאה.'],
      },
      {
        point: 'שאלו פעם בחודש',
        say: [
          'פעם בחודש, שאלו כל אחד: מה עובד בשבילך, ומה יותר מדי?',
          'אנשים נשארים בצוותים שבהם סומכים עליהם ורואים אותם.',
        ],
      },
    ],
  },
};
