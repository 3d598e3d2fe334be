import { Type, type Static } from '@sinclair/typebox';

/** GET /wp/v2/appStatus */
export const AppStatus = Type.Object({
  applicationHash: Type.String(),
  restartRequired: Type.Boolean(),
});
export type AppStatus = Static<typeof AppStatus>;

/** One entry of GET /wp/v2/features-config */
export const FeatureFlag = Type.Object({ key: Type.String(), enabled: Type.Boolean() });
export type FeatureFlag = Static<typeof FeatureFlag>;

/** GET /ab/v1/languages */
export const Language = Type.Object({
  code: Type.String(),
  label: Type.String(),
  native_name: Type.String(),
  public: Type.Boolean(),
  selected: Type.Boolean(),
  /** Writing direction; not in the original call table, needed for right-to-left layout. */
  dir: Type.Optional(Type.Union([Type.Literal('ltr'), Type.Literal('rtl')])),
});
export type Language = Static<typeof Language>;
