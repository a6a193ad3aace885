import { classNames } from './classNames';
import { TEXTS } from './texts';
import './taste-fit.css';

export interface TasteFitProps {
  /** 0–100: how well the wine fits the user's learned taste. */
  percent: number;
  /** The one-line why. */
  reason: string;
  className?: string;
}

/** "Passar din smak: 87 %" with its why, the same on wine cards and the wine page; all of it read as text. */
export function TasteFit({ percent, reason, className }: TasteFitProps) {
  return (
    <p className={classNames('vk-taste-fit', className)} data-taste-fit={percent}>
      <strong className="vk-taste-fit__percent">{TEXTS.tasteFit(percent)}</strong>
      <span className="vk-taste-fit__why">{reason}</span>
    </p>
  );
}
