/** @type {import('../texts.mjs').Talk} */
export default {
  topic: 'Conflict',
  name: 'conflict',
  colour: '#5b3f6b',
  en: {
    title: 'Conflict, calmly: slow down and name it',
    slides: [
      { say: ['Conflict in a group is normal, and it can make the group stronger.'] },
      {
        point: 'Slow down',
        say: ['When voices rise, slow down and lower your own voice.'],
      },
      {
        point: 'Name it without blame',
        say: ['Name what is happening without blame: we see this differently, and that is okay.'],
      },
      {
        point: 'Hear each side',
        say: ['Give each person a turn to say what matters to them, without interruptions.'],
      },
      {
        point: 'Talk in private if needed',
        say: [
          'If it is still tense, offer to talk in private after the meeting.',
          'Come back to it soon, so it does not grow in silence.',
        ],
      },
    ],
  },
  es: {
    title: 'Conflictos con calma: baja el ritmo y ponle nombre',
    slides: [
      { say: ['El conflicto en un grupo es normal, y puede hacer más fuerte al grupo.'] },
      {
        point: 'Baja el ritmo',
        say: ['Cuando suben las voces, baja el ritmo y baja tu propia voz.'],
      },
      {
        point: 'Ponle nombre sin culpar',
        say: [
          'Di lo que está pasando sin culpar a nadie: lo vemos de forma distinta, y está bien.',
        ],
      },
      {
        point: 'Escucha a cada parte',
        say: ['Da a cada persona un turno para decir lo que le importa, sin interrupciones.'],
      },
      {
        point: 'Habla en privado si hace falta',
        say: [
          'Si el ambiente sigue tenso, propón hablar en privado después de la reunión.',
          'Vuelve al tema pronto, para que no crezca en silencio.',
        ],
      },
    ],
  },
  he: {
    title: 'קונפליקט ברוגע: להאט ולקרוא לזה בשם',
    slides: [
      { say: ['קונפליקט בקבוצה הוא דבר רגיל, והוא יכול לחזק את הקבוצה.'] },
      {
        point: 'האטו',
        say: ['כשהקולות עולים, האטו והנמיכו את הקול שלכם.'],
      },
      {
        point: 'קראו לזה בשם, בלי להאשים',
        say: ['תארו מה קורה בלי להאשים: אנחנו רואים את זה אחרת, וזה בסדר.'],
      },
      {
        point: 'שמעו כל צד',
        say: ['תנו לכל אחד תור לומר מה חשוב לו, בלי הפרעות.'],
      },
      {
        point: 'דברו בפרטיות אם צריך',
        say: [
          'אם עדיין מתוח, הציעו לדבר בפרטיות אחרי המפגש.',
          'חזרו לנושא בקרוב, כדי שלא יגדל בשתיקה.',
        ],
      },
    ],
  },
};
