/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Habits',
  name: 'habits',
  colour: '#2d4a3a',
  en: {
    title: 'Habits: small steps every week',
    slides: [
      { say: ['Lasting habits grow from small steps, repeated every week.'] },
      {
        point: 'Start tiny',
        say: ['Start with something so small that nobody can say no, like two minutes of quiet.'],
      },
      {
        point: 'Same time, same place',
        say: ['Keep it at the same time and place, so it needs no decision.'],
      },
      {
        point: 'Notice progress out loud',
        say: ['Notice progress out loud: last month we started late, now we start on time.'],
      },
      {
        point: 'Missed a week? Begin again',
        say: [
          'If the group misses a week, skip the guilt and simply begin again.',
          'Small and steady beats big and rare.',
        ],
      },
    ],
  },
  es: {
    title: 'Hábitos: pasos pequeños cada semana',
    slides: [
      { say: ['Los hábitos que duran nacen de pasos pequeños, repetidos cada semana.'] },
      {
        point: 'Empieza muy pequeño',
        say: [
          'Empieza con algo tan pequeño que nadie pueda decir que no, como dos minutos de silencio.',
        ],
      },
      {
        point: 'Misma hora, mismo lugar',
        say: ['Mantenlo a la misma hora y en el mismo lugar, para que no haga falta decidir.'],
      },
      {
        point: 'Nombra el progreso en voz alta',
        say: [
          'Nombra el progreso en voz alta: el mes pasado empezábamos tarde, ahora empezamos a tiempo.',
        ],
      },
      {
        point: '¿Una semana perdida? Vuelve a empezar',
        say: [
          'Si el grupo falla una semana, deja la culpa y simplemente vuelve a empezar.',
          'Poco y constante vale más que mucho y de vez en cuando.',
        ],
      },
    ],
  },
  he: {
    title: 'הרגלים: צעדים קטנים בכל שבוע',
    slides: [
      { say: ['הרגלים שנשארים צומחים מצעדים קטנים שחוזרים בכל שבוע.'] },
      {
        point: 'התחילו בקטן',
        say: ['התחילו במשהו כל כך קטן שאי אפשר לסרב לו, כמו שתי דקות של שקט.'],
      },
      {
        point: 'אותה שעה, אותו מקום',
        say: ['שמרו על אותה שעה ואותו מקום, כדי שלא יהיה צורך להחליט.'],
      },
      {
        point: 'ציינו התקדמות בקול',
        say: ['ציינו התקדמות בקול: בחודש שעבר התחלנו באיחור, עכשיו אנחנו מתחילים בזמן.'],
      },
      {
        point: 'פספסתם שבוע? התחילו שוב',
        say: [
          'אם הקבוצה פספסה שבוע, בלי רגשות אשם, פשוט התחילו שוב.',
          'מעט ובקביעות עדיף על הרבה ולעיתים רחוקות.',
        ],
      },
    ],
  },
};
