import { useRef, type PointerEvent } from 'react';

/** How far, in CSS pixels, a finger must travel sideways for a swipe (about a third of a thumb's width). */
const SWIPE_DISTANCE = 40;

interface Start {
  id: number;
  x: number;
  y: number;
}

/**
 * Left and right swipes over an element, from pointer events: a pointer that goes down, travels
 * mostly sideways at least SWIPE_DISTANCE and comes up is a swipe; left shows the next photo
 * (+1), right the previous (-1). Touch, pen and a dragged mouse all count. The click a mouse
 * drag ends with is not a click on the backdrop: `justSwiped()` says so.
 */
export function useSwipe({ onSwipe }: { onSwipe: (delta: 1 | -1) => void }) {
  const start = useRef<Start | null>(null);
  const swiped = useRef(false);
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      // Buttons keep their own clicks.
      if (event.target instanceof Element && event.target.closest('button')) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (from?.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  return {
    handlers,
    /** Whether the pointer that just came up swiped (then its click is not a tap on the backdrop). */
    justSwiped: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
