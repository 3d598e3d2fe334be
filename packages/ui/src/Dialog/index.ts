export { Dialog } from './Dialog';
export type {
  DialogProps,
  DialogCloseReason,
  DialogHeaderProps,
  DialogBodyProps,
  DialogFooterProps,
} from './Dialog';
