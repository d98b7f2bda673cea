/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, createGlobalStyle, keyframes } from 'styled-components';
import { REMEMBERED_RULE_SETS, RememberedStyles } from './remembered-styles';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $width: number }>`
  display: flex;
  width: ${(props) => props.$width}px;
  animation: ${fadeIn} 1s;
  &:hover { color: red; }
`;

function Page({ width }: { width: number }) {
  return (
    <>
      <Global />
      <Box $width={width}>Box</Box>
    </>
  );
}

/** The style tags a server render of `element` sends, with or without remembering. */
function stylesOf(element: ReactElement, remember: boolean): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(remember ? <RememberedStyles>{element}</RememberedStyles> : element),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('RememberedStyles', () => {
  it('sends the same styles as a render without it, render after render', () => {
    const plain = stylesOf(<Page width={10} />, false);
    expect(plain).toContain('width:10px');
    expect(plain).toContain('@keyframes');
    expect(plain).toContain('margin:0');
    for (let render = 0; render < 3; render += 1) {
      expect(stylesOf(<Page width={10} />, true)).toBe(plain);
    }
  });

  it('compiles a style whose CSS changed between renders anew', () => {
    expect(stylesOf(<Page width={10} />, true)).toContain('width:10px');
    const wider = stylesOf(<Page width={20} />, true);
    expect(wider).toContain('width:20px');
    expect(wider).not.toContain('width:10px');
    expect(wider).toBe(stylesOf(<Page width={20} />, false));
  });

  it('stays right past the number of rule sets it keeps', () => {
    // styled-components warns of a component with this many classes: that is the point here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let width = 0; width < REMEMBERED_RULE_SETS + 100; width += 1) stylesOf(<Page width={width} />, true);
    expect(stylesOf(<Page width={7} />, true)).toBe(stylesOf(<Page width={7} />, false));
  });
});
