import { Dialog, type DialogProps } from './Dialog.tsx';

/** A modal panel from the right edge (filters, a cart summary); a bottom sheet on a phone. */
export function Drawer({ className, ...rest }: Omit<DialogProps, 'size' | 'sheet'>) {
  return <Dialog {...rest} className={className ? `ui-drawer ${className}` : 'ui-drawer'} />;
}
