import * as ui from './index';

// Pins the public surface: adding or removing an export is a deliberate, versioned change.
test('exports exactly the documented API', () => {
  expect(Object.keys(ui).sort()).toEqual(
    [
      'Button',
      'CampusThemeProvider',
      'Checkbox',
      'Dialog',
      'LinearProgress',
      'LocationPicker',
      'PASSWORD_MESSAGES',
      'PasswordEditor',
      'PasswordHints',
      'ProgressCircle',
      'Select',
      'Skeleton',
      'Snackbar',
      'Stepper',
      'TextField',
      'darkTheme',
      'focusRing',
      'focusRingInset',
      'focusRingOnColor',
      'lightTheme',
      'passwordErrors',
      'passwordSchema',
      'tokens',
      'useColorScheme',
      'useControllableState',
      'useLocationPicker',
      'usePasswordEditor',
      'useStepper',
      'validateLocation',
      'visuallyHidden',
    ].sort(),
  );
});
