/**
 * LazyPart: a part whose code fails to load or that throws while
 * rendering is replaced by its fallback, its owner is told, one console error names it, the rest of
 * the page stays, and the next interaction (the owner's `code.load()`) imports it afresh.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLazyModule, type LazyModule } from '../../src/lib/lazy-module';
import { LazyPart } from '../../src/lib/lazy-part';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <h2>Hello {name}</h2>;
}

const chunkError = () => new Error('Loading chunk part failed.');

/** Errors logged to the console that name `part`. */
function errorsNaming(spy: { mock: { calls: unknown[][] } }, part: string): string[] {
  return spy.mock.calls.map((args) => String(args[0])).filter((text) => text.includes(part));
}

/** A page with something else on it, and a button that shows the part (and retries it, as owners do). */
function Page({
  code,
  fallback,
  onError,
}: {
  code: LazyModule<ComponentType<GreetingProps>>;
  fallback?: ReactNode;
  onError?: () => void;
}) {
  const [shown, setShown] = useState(0);
  return (
    <>
      <p>Rest of the header</p>
      <button
        type="button"
        onClick={() => {
          void code.load();
          setShown((count) => count + 1);
        }}
      >
        Show part
      </button>
      {shown > 0 && <LazyPart code={code} name={`visitor ${shown}`} fallback={fallback} onError={onError} />}
    </>
  );
}

describe('LazyPart', () => {
  it('renders the part with its own props once its code has loaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const code = createLazyModule(load, 'the greeting');
    render(<LazyPart code={code} name="Ada" />);
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed import shows the fallback, tells the owner once and logs one error naming the part; the page stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = chunkError();
    const code = createLazyModule<ComponentType<GreetingProps>>(() => Promise.reject(failure), 'the greeting');
    const onError = vi.fn();
    const user = userEvent.setup();
    render(<Page code={code} fallback={<a href="/plain/">Plain links</a>} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Show part' }));

    expect(await screen.findByRole('link', { name: 'Plain links' })).toHaveAttribute('href', '/plain/');
    expect(screen.getByText('Rest of the header')).toBeInTheDocument();
    // The owner is told in an effect after the fallback is painted: wait for it rather than race it.
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(failure);
    // One console error in all (React is not asked to log it too), and it names the part.
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[global-header] the greeting failed to load:', failure);
  });

  it('the next interaction imports the part afresh after a failure: first import fails, second succeeds', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Greeting);
    const code = createLazyModule(load, 'the greeting');
    const onError = vi.fn();
    const user = userEvent.setup();
    const view = render(<Page code={code} fallback={<p>Plain links</p>} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Show part' }));
    await screen.findByText('Plain links');

    // Re-rendering is not an interaction: no new import, no second report.
    view.rerender(<Page code={code} fallback={<p>Plain links</p>} onError={onError} />);
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Show part' }));
    expect(await screen.findByRole('heading', { name: 'Hello visitor 2' })).toBeInTheDocument();
    expect(screen.queryByText('Plain links')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(errorsNaming(error, 'the greeting')).toHaveLength(1);
  });

  it('each failed attempt is reported once: two failures, two errors, two reports', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(chunkError()));
    const code = createLazyModule<ComponentType<GreetingProps>>(load, 'the greeting');
    const onError = vi.fn();
    const user = userEvent.setup();
    render(<Page code={code} fallback={<p>Plain links</p>} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Show part' }));
    await screen.findByText('Plain links');
    await user.click(screen.getByRole('button', { name: 'Show part' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(2);
    expect(errorsNaming(error, 'the greeting')).toHaveLength(2);
    expect(screen.getByText('Plain links')).toBeInTheDocument();
  });

  it('the next interaction leaves a part that loaded alone: no new import', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const code = createLazyModule(load, 'the greeting');
    const user = userEvent.setup();
    render(<Page code={code} />);
    await user.click(screen.getByRole('button', { name: 'Show part' }));
    await screen.findByRole('heading', { name: 'Hello visitor 1' });
    await user.click(screen.getByRole('button', { name: 'Show part' }));
    expect(screen.getByRole('heading', { name: 'Hello visitor 2' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part that throws while rendering is caught by its own boundary: fallback, report, an error naming it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error('cannot render');
    function Broken(_: GreetingProps): never {
      throw broken;
    }
    const code = createLazyModule(() => Promise.resolve(Broken), 'the broken part');
    const onError = vi.fn();
    const user = userEvent.setup();
    render(<Page code={code} fallback={<p>Plain links</p>} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Show part' }));

    expect(await screen.findByText('Plain links')).toBeInTheDocument();
    expect(screen.getByText('Rest of the header')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(broken);
    // React logs what a boundary catches on its own as well; ours is the one message naming the part.
    expect(errorsNaming(error, 'the broken part')).toEqual(['[global-header] the broken part failed to render:']);
  });
});
