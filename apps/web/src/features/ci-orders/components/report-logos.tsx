/**
 * The programme's marks at the head of the printed report. Drawn here: the app ships no image assets, and the
 * report must print with nothing fetched after its data.
 */
export function ReportLogos() {
  return (
    <svg width="230" height="48" viewBox="0 0 230 48" role="img" aria-label="HOMER Public Health Pharmacy">
      <rect x="1" y="1" width="46" height="46" rx="8" fill="#1c7ed6" />
      <path d="M17 10h14v10h10v14H31v10H17V34H7V20h10z" fill="#fff" />
      <text x="58" y="24" fontFamily="sans-serif" fontSize="20" fontWeight="700" fill="#1c3d5a">
        HOMER
      </text>
      <text x="58" y="41" fontFamily="sans-serif" fontSize="12" fill="#1c3d5a">
        Public Health Pharmacy
      </text>
    </svg>
  );
}
