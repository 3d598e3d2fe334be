/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Listening',
  name: 'listening',
  colour: '#1f3a5f',
  en: {
    title: 'Listening well: the first minute',
    slides: [
      { say: ['Listening well starts with silence.'] },
      {
        point: 'Let them finish',
        say: ['When someone shares, let them finish, and count to three before you answer.'],
      },
      {
        point: 'Ask one open question',
        say: ['Then ask one open question, such as: what happened next?'],
      },
      {
        point: 'Say back what you heard',
        say: [
          'Say back in your own words what you heard.',
          'If you got it wrong, they will correct you, and that is fine.',
          'People who feel heard come back next week.',
        ],
      },
    ],
  },
  es: {
    title: 'Escuchar bien: el primer minuto',
    slides: [
      { say: ['Escuchar bien empieza con el silencio.'] },
      {
        point: 'Deja que termine',
        say: ['Cuando alguien comparte, deja que termine y cuenta hasta tres antes de responder.'],
      },
      {
        point: 'Haz una pregunta abierta',
        say: ['Luego haz una pregunta abierta, por ejemplo: ¿qué pasó después?'],
      },
      {
        point: 'Repite lo que oíste',
        say: [
          'Repite con tus propias palabras lo que oíste.',
          'Si te equivocas, te corregirán, y no pasa nada.',
          'Quien se siente escuchado vuelve la semana siguiente.',
        ],
      },
    ],
  },
  he: {
    title: 'להקשיב היטב: הדקה הראשונה',
    slides: [
      { say: ['הקשבה טובה מתחילה בשתיקה.'] },
      {
        point: 'תנו לסיים',
        say: ['כשמישהו משתף, תנו לו לסיים, וספרו עד שלוש לפני שאתם עונים.'],
      },
      {
        point: 'שאלה פתוחה אחת',
        say: ['אחר כך שאלו שאלה פתוחה אחת, למשל: מה קרה אחר כך?'],
      },
      {
        point: 'חזרו על מה ששמעתם',
        say: [
          'אמרו במילים שלכם מה ששמעתם.',
          'אם טעיתם, יתקנו אתכם, וזה בסדר.',
          'מי שמרגיש שמקשיבים לו חוזר בשבוע הבא.',
        ],
      },
    ],
  },
};
