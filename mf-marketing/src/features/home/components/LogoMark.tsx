import styled from 'styled-components';

// the name is text on the page's background: it takes the theme's text colour, light or dark
const Mark = styled.svg`
  color: ${({ theme }) => theme.colors.text};
`;

/** A small monogram logo drawn from a name: a coloured badge with its initials, then the name. */
export function LogoMark({ name, hue }: { name: string; hue: number }) {
  const initials = name
    .split(/[\s-]+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  const width = 56 + name.length * 8;
  return (
    <Mark
      width={width}
      height="40"
      viewBox={`0 0 ${width} 40`}
      role="img"
      aria-label={name}
      focusable="false"
    >
      <rect x="2" y="4" width="32" height="32" rx="8" fill={`hsl(${hue} 55% 38%)`} />
      <text
        x="18"
        y="25"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
      <text
        x="42"
        y="25"
        fontSize="14"
        fontWeight="600"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
      >
        {name}
      </text>
    </Mark>
  );
}
