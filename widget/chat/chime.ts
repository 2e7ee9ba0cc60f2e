/**
 * The sound notification (chatCustomizations.enableSoundNotifications, off by default): a short Web
 * Audio tone, so no audio file is shipped. It plays only when the visitor would otherwise miss the
 * reply: the chat panel is closed or the tab is not in front.
 */
export function createChime(o: { enabled(): boolean; inView(): boolean }) {
  let ctx: AudioContext | null = null;
  return () => {
    if (!o.enabled() || (o.inView() && !document.hidden && document.hasFocus())) return;
    try {
      // One context for the page: browsers cap how many may exist.
      ctx ??= new AudioContext();
      const t = ctx.currentTime;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.setValueAtTime(880, t);
      osc.frequency.setValueAtTime(1320, t + 0.09);
      gain.gain.setValueAtTime(0.08, t);
      gain.gain.exponentialRampToValueAtTime(0.001, t + 0.3);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.3);
    } catch {
      // No audio (autoplay policy, old browser): the notification is optional.
    }
  };
}
