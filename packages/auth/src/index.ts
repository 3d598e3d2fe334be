export { BLOCKED_ROLES, TRAINING_ROLES, isBlockedRole, canViewTraining } from './roles';
