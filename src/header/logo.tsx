/** The logo (product routes): full wordmark on desktop, icon on mobile; links home with the locale prefix. */
import styled, { css } from 'styled-components';
import { getTheme, headerLayout } from '../design-system/tokens';
import { formatMessage } from '../i18n/messages';
import { getHomeUrl } from '../routes/header-links';
import { useHeaderContext } from '../context/header-context';
import { buildHeaderEvent, HeaderAction } from '../analytics';

const LogoLink = styled.a`
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      color: ${t.colors.brand};
      ${t.focusRing}
    `;
  }}
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 4px;
  border-radius: 8px;
  text-decoration: none;
  flex: none;
`;

/** Both marks are in the markup; CSS shows the one of the layout. */
const Wordmark = styled.span`
  ${headerLayout.mobile('display:none')}
  font-size: 26px;
  font-weight: 800;
  letter-spacing: -0.03em;
  text-transform: lowercase;
`;

const Icon = styled.span`
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      background: ${t.colors.brand};
      color: ${t.colors.onBrand};
    `;
  }}
  display: none;
  ${headerLayout.mobile('display:inline-flex')}
  align-items: center;
  justify-content: center;
  width: max(36px, 1.6em);
  height: max(36px, 1.6em);
  border-radius: 10px;
  font-size: 22px;
  font-weight: 800;
  text-transform: lowercase;
`;

export function Logo() {
  const { environment, product, messages, track } = useHeaderContext();
  // Ends in the spec's "Home" label (product routes: header labels), e.g. "Evently Home".
  const label = formatMessage(messages.logoLabel, { product: product.name, home: messages.home });
  return (
    <LogoLink
      href={getHomeUrl(environment)}
      aria-label={label}
      onClick={() => track(buildHeaderEvent(HeaderAction.LogoHome))}
    >
      <Icon aria-hidden="true">{Array.from(product.name)[0] ?? ''}</Icon>
      <Wordmark aria-hidden="true">{product.name}</Wordmark>
    </LogoLink>
  );
}
