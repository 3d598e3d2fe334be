/** Every demo account shares this password (documented in the README). */
export const DEMO_PASSWORD = 'Campus!2026';
