/** The sommelier: a drawn portrait (decorative; the bubbles say who speaks). */
export function SommelierAvatar({ size = 40 }: { size?: number }) {
  return (
    <svg className="wf-avatar" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="var(--vk-color-wine, #7a1f3d)" />
      {/* Shoulders and jacket */}
      <path d="M8 44c1.5-8.5 8-13 16-13s14.5 4.5 16 13a24 24 0 0 1-32 0Z" fill="#2b1a20" />
      <path d="M19 31.6 24 40l5-8.4c-1.6-.4-3.3-.6-5-.6s-3.4.2-5 .6Z" fill="#fbf7f2" />
      {/* Bow tie */}
      <path d="M20 33.2 24 35l4-1.8v4L24 35.4 20 37.2Z" fill="var(--vk-color-gold, #b8893b)" />
      {/* Head, hair and a friendly face */}
      <circle cx="24" cy="19.5" r="9" fill="#f2d3bd" />
      <path d="M15 18.6c0-6 4.2-9.6 9.3-9.6 5.2 0 8.9 3.6 8.7 9.2-1.3-2.4-3.3-4-6-4.6-2.4 1.6-6.8 2.8-12 5Z" fill="#4a2a1f" />
      <circle cx="20.8" cy="20.6" r="0.9" fill="#2b1a20" />
      <circle cx="27.2" cy="20.6" r="0.9" fill="#2b1a20" />
      <path d="M21.4 24.2c1.5 1.3 3.7 1.3 5.2 0" stroke="#2b1a20" strokeWidth="0.9" strokeLinecap="round" fill="none" />
      {/* Tastevin on its ribbon */}
      <path d="M29.5 31.8c1.6 2.2 3 4.2 4 5.2" stroke="var(--vk-color-gold, #b8893b)" strokeWidth="1" fill="none" />
      <circle cx="33.5" cy="39" r="2.6" fill="var(--vk-color-gold, #b8893b)" />
    </svg>
  );
}
