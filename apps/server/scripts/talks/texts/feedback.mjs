/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Feedback',
  name: 'feedback',
  colour: '#6b2d3c',
  en: {
    title: 'Feedback that helps: specific and kind',
    slides: [
      { say: ['Feedback helps people grow when it is specific and kind.'] },
      {
        point: 'Ask first',
        say: ['Ask first: would you like some feedback on how that went?'],
      },
      {
        point: 'Name what you saw',
        say: [
          'Then name one thing you saw, not what you think of the person.',
          'For example: you gave everyone a turn to speak, and the quiet ones joined in.',
        ],
      },
      {
        point: 'One next step',
        say: [
          'Offer one next step, not a list.',
          'Finish by asking what they would try next time.',
        ],
      },
    ],
  },
  es: {
    title: 'Comentarios que ayudan: concretos y amables',
    slides: [
      { say: ['Los comentarios ayudan a crecer cuando son concretos y amables.'] },
      {
        point: 'Pregunta primero',
        say: ['Pregunta primero: ¿quieres que te comente cómo ha ido?'],
      },
      {
        point: 'Describe lo que viste',
        say: [
          'Luego describe una cosa que viste, no lo que piensas de la persona.',
          'Por ejemplo: diste a todos un turno para hablar, y los más callados participaron.',
        ],
      },
      {
        point: 'Un solo paso siguiente',
        say: [
          'Propón un solo paso siguiente, no una lista.',
          'Termina preguntándole qué probaría la próxima vez.',
        ],
      },
    ],
  },
  he: {
    title: 'משוב שעוזר: ממוקד ואדיב',
    slides: [
      { say: ['משוב עוזר לאנשים לצמוח כשהוא ממוקד ואדיב.'] },
      {
        point: 'שאלו קודם',
        say: ['שאלו קודם: רוצה לשמוע משוב על איך שזה הלך?'],
      },
      {
        point: 'תארו מה שראיתם',
        say: [
          'אחר כך תארו דבר אחד שראיתם, ולא מה אתם חושבים על האדם.',
          'למשל: נתת לכל אחד תור לדבר, והשקטים הצטרפו.',
        ],
      },
      {
        point: 'צעד אחד להמשך',
        say: ['הציעו צעד אחד להמשך, לא רשימה.', 'סיימו בשאלה מה הוא ינסה בפעם הבאה.'],
      },
    ],
  },
};
