import { overlay } from '@storefront/shared';
import { rememberOpeners, returnFocus } from './opener';

describe('the focus after an overlay', () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main><button>Sign in</button>';
    stop = rememberOpeners();
  });
  afterEach(() => {
    overlay.close();
    stop();
  });

  it('goes back to the control that opened the first overlay of a chain', () => {
    const button = document.querySelector('button')!;
    button.focus();
    overlay.open('login');
    document.body.focus();
    overlay.open('forgot-password');
    overlay.close();
    returnFocus();
    expect(document.activeElement).toBe(button);
  });

  it("goes to the page's heading when the opener is gone, made focusable by script only", () => {
    document.getElementById('main')!.innerHTML = '<h1>Contact us</h1>';
    document.querySelector('button')!.focus();
    overlay.open('login');
    document.querySelector('button')!.remove();
    overlay.close();
    returnFocus();
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it("goes to the page's main content when the opener is gone and the page has no heading", () => {
    document.querySelector('button')!.focus();
    overlay.open('login');
    document.querySelector('button')!.remove();
    overlay.close();
    returnFocus();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});
