import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import type { FocalPoint } from './focal-point.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** The keyboard way to set a focal point: its pixel coordinates typed in. */
export function FocalPointFields({
  point,
  width,
  height,
  onSet,
}: {
  point: FocalPoint | null;
  width: number;
  height: number;
  onSet: (point: FocalPoint) => void;
}) {
  const { t } = useTranslation();
  const ids = { x: useId(), y: useId() };
  const [x, setX] = useState(point ? String(point.x) : '');
  const [y, setY] = useState(point ? String(point.y) : '');
  const inside = (value: string, max: number) => /^\d+$/.test(value) && Number(value) <= max;
  const isValid = inside(x, width) && inside(y, height);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onSet({ x: Number(x), y: Number(y) });
  };
  return (
    <form className="focal-fields" aria-label={t('files.focalPoint')} onSubmit={submit}>
      <label htmlFor={ids.x}>{t('files.focalPointX')}</label>
      <input id={ids.x} className="input" type="number" min={0} max={width} value={x} onChange={(event) => setX(event.target.value)} />
      <label htmlFor={ids.y}>{t('files.focalPointY')}</label>
      <input id={ids.y} className="input" type="number" min={0} max={height} value={y} onChange={(event) => setY(event.target.value)} />
      <Button size="small" type="submit" disabled={!isValid}>
        {t('files.setFocalPoint')}
      </Button>
    </form>
  );
}
