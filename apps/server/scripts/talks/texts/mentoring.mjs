/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Mentoring',
  name: 'mentoring',
  colour: '#6b4f2a',
  en: {
    title: 'Mentoring: growing the next leader',
    slides: [
      { say: ['Every good leader is also growing the next one.'] },
      {
        point: 'Look for the willing',
        say: ['Look for someone reliable and willing, not someone who is already perfect.'],
      },
      {
        point: 'I do, we do, you do',
        say: [
          'Use three steps: I do it while you watch, we do it together, then you do it while I watch.',
        ],
      },
      {
        point: 'Talk after each step',
        say: ['After each step, take ten minutes to talk about what went well.'],
      },
      {
        point: 'Step back and let them lead',
        say: [
          'Then step back and let them lead, even if they do it differently.',
          'Their success is your success too.',
        ],
      },
    ],
  },
  es: {
    title: 'Mentoría: formar al próximo líder',
    slides: [
      { say: ['Todo buen líder está formando también al siguiente.'] },
      {
        point: 'Busca a alguien dispuesto',
        say: ['Busca a alguien fiable y dispuesto, no a alguien que ya sea perfecto.'],
      },
      {
        point: 'Yo lo hago, lo hacemos, tú lo haces',
        say: [
          'Usa tres pasos: yo lo hago mientras miras, lo hacemos juntos, y luego lo haces tú mientras yo miro.',
        ],
      },
      {
        point: 'Habla después de cada paso',
        say: ['Después de cada paso, dedica diez minutos a hablar de lo que salió bien.'],
      },
      {
        point: 'Da un paso atrás y deja que dirija',
        say: [
          'Luego da un paso atrás y deja que dirija, aunque lo haga de otra manera.',
          'Su éxito también es el tuyo.',
        ],
      },
    ],
  },
  he: {
    title: 'חניכה: לגדל את המנהיג הבא',
    slides: [
      { say: ['כל מנהיג טוב מגדל גם את המנהיג הבא.'] },
      {
        point: 'חפשו מישהו מוכן',
        say: ['חפשו מישהו אמין ומוכן, לא מישהו שכבר מושלם.'],
      },
      {
        point: 'אני עושה, עושים יחד, אתה עושה',
        say: [
          'השתמשו בשלושה שלבים: אני עושה ואתה מסתכל, אנחנו עושים יחד, ואז אתה עושה ואני מסתכל.',
        ],
      },
      {
        point: 'שיחה אחרי כל שלב',
        say: ['אחרי כל שלב, הקדישו עשר דקות לשיחה על מה שהלך טוב.'],
      },
      {
        point: 'זוזו הצידה ותנו להוביל',
        say: [
          'אחר כך זוזו הצידה ותנו לו להוביל, גם אם הוא עושה את זה אחרת.',
          'ההצלחה שלו היא גם ההצלחה שלכם.',
        ],
      },
    ],
  },
};
