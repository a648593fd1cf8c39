import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

type Matrix = { size: number; data: boolean[][] };

/** One path of unit squares: a QR code of any version stays one DOM node. */
function modulesPath(matrix: Matrix): string {
  let path = '';
  matrix.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/** A QR code of `text`; the encoder loads with the first code shown, not with the page. */
export function QrCodeSvg({ text, size = 240 }: { text: string; size?: number }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(text, { ecc: 'M', border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!matrix) return <Loader aria-label="Loading QR code" />;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label="QR code for the phone"
      data-testid="phone-scan-qr"
      data-url={text}
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={modulesPath(matrix)} fill="#000" />
    </svg>
  );
}
