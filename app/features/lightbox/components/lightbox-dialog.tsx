import { useEffect, useRef, type ReactNode } from "react";

interface LightboxDialogProps {
  /** Visibility as the script decides it; the dialog becomes modal when true. */
  open: boolean;
  onClose: () => void;
  closeOnOverlay: boolean;
  labelledBy: string;
  describedBy?: string;
  /** Rendered with the `open` attribute, for the no-JavaScript pop-up (CSS reveals it). */
  openWithoutScript?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The native <dialog> as an accessible modal: showModal (focus moves in, the page
 * behind is inert), Escape, an optional backdrop click, and focus back where it was.
 */
export function LightboxDialog({
  open,
  onClose,
  closeOnOverlay,
  labelledBy,
  describedBy,
  openWithoutScript = false,
  className = "lightbox",
  children,
}: LightboxDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Turning the server-rendered (non-modal) dialog into a modal one closes it first; that close is not the visitor's.
  const reopening = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (dialog.open) {
        reopening.current = true;
        dialog.close();
      }
      dialog.showModal();
      dialog.querySelector<HTMLElement>(".lightbox__close--button")?.focus();
    } else if (!open && dialog.open && dialog.matches(":modal")) {
      dialog.close();
    }
  }, [open]);

  return (
    // The click handler only catches backdrop clicks; the keyboard equivalent is Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      open={openWithoutScript}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={() => {
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        const target = returnFocus.current;
        returnFocus.current = null;
        if (target?.isConnected) target.focus();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself (the panel fills the box).
        if (closeOnOverlay && event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
