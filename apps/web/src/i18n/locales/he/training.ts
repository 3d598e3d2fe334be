import type { TrainingMessages } from '../en/training';

const training: TrainingMessages = {};

export default training;
