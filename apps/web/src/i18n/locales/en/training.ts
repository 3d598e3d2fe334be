/** English strings of the training area: the spec's own wording where it has one. */
const training = {};

export type TrainingMessages = typeof training;
export default training;
