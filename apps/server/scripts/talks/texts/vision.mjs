/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Vision',
  name: 'vision',
  colour: '#1d4e5f',
  en: {
    title: 'Vision: say where the group is going',
    slides: [
      { say: ['A group moves together when everyone knows where it is going.'] },
      {
        point: 'One sentence',
        say: ['Put your vision in one sentence that a newcomer would understand.'],
      },
      {
        point: 'Repeat it often',
        say: ['Repeat it often, at the start of meetings and when you make decisions.'],
      },
      {
        point: 'Connect the small steps',
        say: [
          'Connect the small steps to it: this month we practise listening, because we want a group where everyone belongs.',
        ],
      },
      {
        point: 'Ask for their words',
        say: [
          'Ask the group to say the vision in their own words.',
          'When they can say it without you, it is shared.',
        ],
      },
    ],
  },
  es: {
    title: 'Visión: di hacia dónde va el grupo',
    slides: [
      { say: ['Un grupo avanza unido cuando todos saben hacia dónde va.'] },
      {
        point: 'Una sola frase',
        say: ['Expresa tu visión en una frase que entienda alguien que acaba de llegar.'],
      },
      {
        point: 'Repítela a menudo',
        say: ['Repítela a menudo, al empezar las reuniones y al tomar decisiones.'],
      },
      {
        point: 'Une los pasos pequeños',
        say: [
          'Une a ella los pasos pequeños: este mes practicamos la escucha, porque queremos un grupo donde todos tengan su lugar.',
        ],
      },
      {
        point: 'Pide sus propias palabras',
        say: [
          'Pide al grupo que diga la visión con sus propias palabras.',
          'Cuando pueden decirla sin ti, ya es de todos.',
        ],
      },
    ],
  },
  he: {
    title: 'חזון: לומר לאן הקבוצה הולכת',
    slides: [
      { say: ['קבוצה מתקדמת יחד כשכולם יודעים לאן היא הולכת.'] },
      {
        point: 'משפט אחד',
        say: ['נסחו את החזון במשפט אחד שגם מי שרק הגיע יבין.'],
      },
      {
        point: 'חזרו עליו הרבה',
        say: ['חזרו עליו הרבה, בתחילת המפגשים וכשמקבלים החלטות.'],
      },
      {
        point: 'חברו אליו את הצעדים הקטנים',
        say: [
          'חברו אליו את הצעדים הקטנים: החודש אנחנו מתרגלים הקשבה, כי אנחנו רוצים קבוצה שבה לכל אחד יש מקום.',
        ],
      },
      {
        point: 'בקשו את המילים שלהם',
        say: [
          'בקשו מהקבוצה לומר את החזון במילים שלה.',
          'כשהם יכולים לומר אותו בלעדיכם, הוא כבר של כולם.',
        ],
      },
    ],
  },
};
