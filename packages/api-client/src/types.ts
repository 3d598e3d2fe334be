/** GET /wp/v2/appStatus */
export interface AppStatus {
  applicationHash: string;
  restartRequired: boolean;
}

/** One entry of GET /wp/v2/features-config */
export interface FeatureFlag {
  key: string;
  enabled: boolean;
}

/** GET /ab/v1/languages */
export interface Language {
  code: string;
  label: string;
  native_name: string;
  public: boolean;
  selected: boolean;
  /** Writing direction; not in the original spec, needed for right-to-left layout. */
  dir?: 'ltr' | 'rtl';
}
