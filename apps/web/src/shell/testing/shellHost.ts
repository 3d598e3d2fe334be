/** A host with search on, a support site, and languages to offer: public, RTL and private. */
export const shellHost = {
  theme: { supports: { search: true }, values: { support_site_url: 'https://help.example' } },
  locale: {
    locale: 'en',
    languages: [
      { code: 'en', label: 'English', native_name: 'English' },
      { code: 'he', label: 'Hebrew', native_name: 'עברית', dir: 'rtl' },
      { code: 'es', label: 'Spanish', native_name: 'Español', public: false, selected: true },
    ],
  },
};
