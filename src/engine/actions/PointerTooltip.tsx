import { Tooltip, type TooltipProps } from 'antd';
import { cloneElement, type PointerEvent, type ReactElement, useRef, useState } from 'react';

type PointerHandler = (event: PointerEvent<HTMLElement>) => void;
type Trigger = ReactElement<{
  onPointerMove?: PointerHandler;
  onPointerDown?: PointerHandler;
  onPointerLeave?: PointerHandler;
}>;

/**
 * A button's name on hover, shown once the pointer moves over it, not when the button moves under a
 * still pointer: after a delete the next row slides up, the browser sends it a mouseenter, and its
 * "Hapus" showed without anyone pointing at it. `hidden` keeps it closed (e.g. over its own confirmation).
 */
export function PointerTooltip({
  title,
  hidden = false,
  children,
  ...outer
}: {
  title: string;
  hidden?: boolean;
  children: Trigger;
} & Omit<TooltipProps, 'title' | 'open' | 'onOpenChange' | 'children'>) {
  const [open, setOpen] = useState(false);
  // antd opens on mouseenter (after its delay); that counts only once the pointer has moved over the
  // button, and not after a press until the pointer leaves (no name over what the press opened)
  const pointer = useRef<'still' | 'moved' | 'pressed'>('still');
  const trigger = cloneElement(children, {
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerMove?.(event);
      if (event.pointerType !== 'touch' && pointer.current === 'still') pointer.current = 'moved';
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerDown?.(event);
      pointer.current = 'pressed';
      setOpen(false);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      pointer.current = 'still';
    },
  });
  return (
    // `outer`: what a wrapping Popconfirm gives its trigger (its ref and handlers), passed on as before
    <Tooltip
      {...outer}
      title={title}
      open={open && !hidden}
      onOpenChange={(next) => setOpen(next && pointer.current === 'moved')}
    >
      {trigger}
    </Tooltip>
  );
}
