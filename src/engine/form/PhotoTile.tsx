import { LeftOutlined, RightOutlined, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { DragEvent, ReactElement } from 'react';

import { fill, ui } from '../../locales/ui';

export type PhotoMove = 'left' | 'right' | 'cover';

/** A photo's buttons, in their order under it. */
const MOVES: { move: PhotoMove; icon: ReactElement; text: string }[] = [
  { move: 'left', icon: <LeftOutlined aria-hidden />, text: ui.form.moveLeft },
  { move: 'cover', icon: <StarOutlined aria-hidden />, text: ui.form.makeCover },
  { move: 'right', icon: <RightOutlined aria-hidden />, text: ui.form.moveRight },
];

interface Props {
  /** antd's own item: the picture, its progress, preview and remove buttons. */
  item: ReactElement;
  uid: string;
  index: number;
  count: number;
  /** What is being done to it before it is in the field's value. */
  phase: 'shrinking' | 'uploading' | 'failed' | 'done';
  percent: number;
  onMove: (move: PhotoMove) => void;
  onDragStart: () => void;
  onDropOn: () => void;
}

/**
 * One photo of the photo field: antd's item, the "Sampul" mark on the first, what is happening to it
 * (made smaller, its upload's percent, failed), and the buttons that move it by keyboard; the tile is
 * dragged to move it with a mouse or a finger.
 */
export function PhotoTile({ item, uid, index, count, phase, percent, onMove, onDragStart, onDropOn }: Props) {
  const position = index + 1;
  const first = index === 0;
  const last = index === count - 1;
  const caption =
    phase === 'shrinking'
      ? ui.form.photoShrinking
      : phase === 'uploading'
        ? fill(ui.form.photoUploading, { percent: Math.round(percent) })
        : phase === 'failed'
          ? ui.form.photoFailedShort
          : null;
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  return (
    <div
      className="photo-tile"
      data-photo-uid={uid}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', uid);
        onDragStart();
      }}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        onDropOn();
      }}
    >
      <div className="photo-tile-picture">
        {item}
        {first && <span className="photo-tile-cover">{ui.form.cover}</span>}
      </div>
      {caption && (
        <span className={`photo-tile-caption photo-tile-${phase}`} role="status">
          {caption}
        </span>
      )}
      {count > 1 && (
        <div className="photo-tile-moves">
          {MOVES.map(({ move, icon, text }) => {
            const label = fill(text, { position });
            return (
              <Button
                key={move}
                size="small"
                type="text"
                icon={icon}
                data-move={move}
                disabled={move === 'right' ? last : first}
                aria-label={label}
                title={label}
                onClick={() => onMove(move)}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
