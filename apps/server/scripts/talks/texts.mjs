// What the demo talks say, in each language: short lessons for volunteer group leaders, one per
// topic of the Learning Centre's modules (seed/data.ts TOPICS, Welcome aside).
//
// Each language has its title and its slides: the first slide shows the title, each other slide one
// key point; a slide stays up while its sentences are spoken. Every language has the same slides and
// the same number of sentences per slide, so the three recordings change slides at the same places
// in the talk. Hebrew is written without niqqud, as it is read every day.

/** @typedef {{ point?: string, say: string[] }} Slide */
/** @typedef {{ title: string, slides: Slide[] }} Telling */
/** @typedef {{ topic: string, name: string, colour: string, en: Telling, es: Telling, he: Telling }} Talk */

/** @type {Talk[]} */
export const TALKS = [
  {
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
          say: [
            'Cuando alguien comparte, deja que termine y cuenta hasta tres antes de responder.',
          ],
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];
