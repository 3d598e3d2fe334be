export { createApiClient } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiResponse,
  Method,
  Middleware,
  Next,
  RequestOptions,
} from './client';
export { ApiError, isApiError } from './errors';
export type { WpErrorBody } from './errors';
export { buildQuery } from './query';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  isEmail,
  passwordFailures,
} from './rules';
export type { PasswordFailure } from './rules';
export { decodeJwt, isTokenExpired, tokenExpiry } from './token';
export type { JwtPayload } from './token';
export type { CallOptions } from './calls/http';
export type { PostRef } from './calls/resources';

export { getAppStatus, getFeaturesConfig, getLanguages } from './calls/site';
export {
  checkPendingAccount,
  deleteUser,
  getProfile,
  login,
  logout,
  recoverPassword,
  requestAccount,
  resetPassword,
  setRecoveredPassword,
  updateProfile,
  userExists,
  validateToken,
  verifyAccount,
  verifyRecoveryKey,
} from './calls/users';
export {
  checkOrganizationUnique,
  createOrganization,
  getDenominations,
  getOrganization,
  getOrganizationTypes,
  getRoles,
  savePreference,
  searchOrganizations,
} from './calls/organizations';
export {
  countDownload,
  countView,
  getPopularTerms,
  getPostVideo,
  getResource,
  getResourceBuckets,
  getResources,
  getVideo,
  getVideoDownloads,
  search,
} from './calls/resources';
export {
  completeLesson,
  getLesson,
  getLessonCategories,
  getLessonPosition,
  getLessonPositions,
  getLessons,
  getPlaylist,
  getPlaylists,
  getTrainingCategories,
  resetPlaylistProgress,
  saveLessonPosition,
} from './calls/training';
export {
  createCourse,
  deleteCourse,
  getCourse,
  getCourses,
  getMyCourses,
  getProducts,
  getSeries,
  purchaseProduct,
  updateCourse,
} from './calls/courses';
export { getStudyPlan, saveStudyPlan, stopStudyPlan } from './calls/plans';
export { getCertificate, getCertificates, revokeCertificate } from './calls/certificates';

export { RecoveryResponseType } from './types';
export type * from './types';
export type { HostSettings, LocaleSettings, ThemeSettings } from './settings';
