export { LocationPicker } from './LocationPicker';
export type { LocationPickerProps } from './LocationPicker';
export { useLocationPicker, validateLocation } from './useLocationPicker';
export type {
  LocationTerm,
  LocationValue,
  LocationErrors,
  LocalityMode,
  UseLocationPickerOptions,
} from './useLocationPicker';
