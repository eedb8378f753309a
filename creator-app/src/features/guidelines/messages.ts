import { translator } from 'shared';

export const t = translator({
  'guidelines.title': 'Content Guidelines',
  'guidelines.intro': 'How to write questions that children of 5 to 11 can read, answer fairly and learn from.',
  'guidelines.back': 'Back to Dashboard',
  'guidelines.contents': 'On this page',
});

/** The page's sections: a heading and its advice, in the order a question is written. */
export const SECTIONS: ReadonlyArray<{ id: string; title: string; points: readonly string[] }> = [
  {
    id: 'one-right-answer',
    title: 'One clearly right answer',
    points: [
      'Exactly one option is right for a child who knows the topic, and it is right without "it depends". If two options could be defended, rewrite the question.',
      'Check the right answer twice: work the sum out, look the fact up. A wrong answer key teaches the wrong thing to every child who gets it "wrong".',
      'Avoid "All of the above" and "None of the above": they test reading the options more than knowing the topic.',
      'Mark several options right only when the question asks for all the right ones, and say so in the question ("Choose two").',
    ],
  },
  {
    id: 'plausible-wrong-answers',
    title: 'Plausible wrong answers',
    points: [
      'Each wrong option is a mistake a child really makes: the sum with a carried ten forgotten, the word that sounds right, the animal that lives in the same place.',
      'Keep the options alike in length, form and style, so the right one does not stand out by being the longest or the most precise.',
      'Put numbers in order and words in a sensible order; do not hide the answer always in the same place.',
      'Three or four options are enough for most questions. A silly option is a wasted one.',
      'Analytics shows how often each option was picked: an option nobody picks can be improved, and when most children pick the same wrong one, check the question.',
    ],
  },
  {
    id: 'reading-level',
    title: 'Reading level',
    points: [
      'Write for the youngest child of the grade. Grades 1 and 2: short words and sentences of about 8 words. Grades 3 and 4: about 12 words. Grades 5 and 6: about 15 words.',
      'One idea per sentence; put the question itself last. Ask in the positive: "Which is a mammal?" rather than "Which is not a reptile?". If you must use NOT, write it in capitals.',
      'Use the words of the lesson, and explain any other word a child might not know, or choose a simpler one.',
      'In a maths question, the reading should never be harder than the maths.',
      'The explanation is for the child who got it wrong: say why the right answer is right, kindly, in one or two sentences.',
    ],
  },
  {
    id: 'pictures-and-sound',
    title: 'Pictures, sound and alt text',
    points: [
      'Add a picture or a sound clip when it helps a child understand the question, not to decorate it.',
      'Every picture needs alt text: a short description that a screen reader reads aloud. Describe what the child needs to answer ("A bar chart: 4 cats, 7 dogs, 2 rabbits"), without giving the answer away.',
      'If the picture is the question (counting dots, reading a clock), say in the alt text what is shown, so a child who cannot see it can still answer.',
      'Keep sound clips short and clear, and say in the question what to listen for.',
    ],
  },
  {
    id: 'fairness',
    title: 'Fairness',
    points: [
      "A question tests the topic, not the child's home life: avoid holidays abroad, pets, sports or foods that only some families know.",
      'Use a mix of names, families and places, and show girls and boys, all cultures and children with disabilities in every kind of role.',
      'No tricks: no double negatives, no trick wording, no options that differ only by a comma.',
      'Nothing frightening, violent or sad; keep topics such as illness and loss for the classroom, where an adult is there.',
      'Keep the time right: the estimated time should let a slower reader finish.',
    ],
  },
  {
    id: 'copyright',
    title: 'No copyrighted material',
    points: [
      'Write your own questions, texts and pictures, or use material whose licence allows it (for example your own photographs, or public-domain works), and name the source in the Source field.',
      'Do not copy questions from textbooks, exam papers, websites or apps, even with changes: past papers belong to their exam boards.',
      'Do not paste pictures found on the web; draw your own or use openly licensed images and keep a note of their licence.',
      'Quote a short passage of a book only when the question needs it, and name the book and the author.',
    ],
  },
  {
    id: 'before-review',
    title: 'Before you submit for review',
    points: [
      'Read the question in Preview, as a child will see it.',
      'Check the subject, grade, topic and skills: parents choose sets by them, and analytics groups by them.',
      'A reviewer publishes the question or sends it back with a comment; you find the comment on the question.',
      'Once published, a question is not changed in place: editing it writes a new version that goes through review, so results children already have stay as they were.',
    ],
  },
];
