// Loads a module (a menu, popover or tooltip and its floating-ui) only when the user shows
// intent: the pointer over its trigger, focus on it, or a press. Until then the page shows the
// trigger alone, so a first visit does not download what it may never open.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';

export type Intent = {
  /** The trigger was pressed before the module arrived: open as soon as it is in. */
  open: boolean;
  /** The trigger had focus when the module arrived: the real trigger takes it over. */
  focus: boolean;
};

export function useLoadOnIntent<M extends object>(importer: () => Promise<M>) {
  const [module, setModule] = useState<M>();
  const [intent, setIntent] = useState<Intent>({ open: false, focus: false });
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    importer().then(setModule, () => {
      // Offline or a new deployment: the next intent tries again.
      loading.current = false;
    });
  }, [importer]);

  const triggerProps = {
    onPointerEnter: load,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target === event.currentTarget) setIntent((i) => ({ ...i, focus: true }));
      load();
    },
    onBlur: () => setIntent((i) => ({ ...i, focus: false })),
    // A press opens from pointerdown on: were the module to arrive between the press and the
    // release, the real trigger would replace this one under the pointer and no click would
    // reach either, so a click alone would be lost.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      setIntent((i) => ({ ...i, open: true }));
      load();
    },
    onClick: () => {
      setIntent((i) => ({ ...i, open: true }));
      load();
    },
  };
  return { module, intent, load, triggerProps };
}

/** For the loaded piece that replaced the bare button: its trigger's ref, which takes the focus
 *  the bare button had (an opening menu or popover moves it in itself), and the intent as it
 *  was when the piece arrived. */
export function useIntentFocus(intent: Intent) {
  const target = useRef<HTMLButtonElement>(null);
  const [initial] = useState(intent);
  useEffect(() => {
    if (initial.focus && !initial.open) target.current?.focus();
  }, [initial]);
  return { target, initial };
}
