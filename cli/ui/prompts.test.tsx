import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPrompt } from './confirm-prompt.tsx';
import { PasswordPrompt } from './password-prompt.tsx';
import { TaskSpinner } from './task-spinner.tsx';

const tick = () => new Promise((r) => setTimeout(r, 30));

describe('ConfirmPrompt', () => {
  it('defaults to no on Enter', async () => {
    const onAnswer = vi.fn();
    const ui = render(<ConfirmPrompt question="Delete Ada's Books?" onAnswer={onAnswer} />);
    expect(ui.lastFrame()).toBe("? Delete Ada's Books? y/N");
    await tick();
    ui.stdin.write('\r');
    await tick();
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(ui.lastFrame()).toBe("? Delete Ada's Books? no");
    ui.unmount();
  });

  it('confirms on y, once', async () => {
    const onAnswer = vi.fn();
    const ui = render(<ConfirmPrompt question="Reset usage?" onAnswer={onAnswer} />);
    await tick();
    ui.stdin.write('y');
    await tick();
    ui.stdin.write('n');
    await tick();
    expect(onAnswer.mock.calls).toEqual([[true]]);
    expect(ui.lastFrame()).toBe('? Reset usage? yes');
    ui.unmount();
  });
});

describe('PasswordPrompt', () => {
  it('masks what is typed and hands over the password on Enter', async () => {
    const onSubmit = vi.fn();
    const ui = render(<PasswordPrompt label="Password:" onSubmit={onSubmit} />);
    await tick();
    ui.stdin.write('s3cret-pw');
    await tick();
    expect(ui.lastFrame()).not.toContain('s3cret');
    expect(ui.lastFrame()).toContain('*********');
    ui.stdin.write('\r');
    await tick();
    expect(onSubmit).toHaveBeenCalledWith('s3cret-pw');
    ui.unmount();
  });
});

describe('TaskSpinner', () => {
  it('shows a tick or a cross when the work ends', () => {
    const ui = render(<TaskSpinner label="Migrating database" state="running" />);
    expect(ui.lastFrame()).toContain('Migrating database');
    ui.rerender(<TaskSpinner label="Migrating database" state="done" />);
    expect(ui.lastFrame()).toBe('✔ Migrating database');
    ui.rerender(<TaskSpinner label="Migrating database" state="failed" />);
    expect(ui.lastFrame()).toBe('✖ Migrating database');
    ui.unmount();
  });
});
