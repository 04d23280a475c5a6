import { useEffect, useState } from 'react';
import { apiCall } from '../../api/http';

/** What this device can do about push: not at all, only once installed (iOS), or ask, or it is on or refused. */
export type DevicePush = 'unsupported' | 'install-first' | 'off' | 'on' | 'blocked';

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent);
const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches;

/** Where this device stands: iOS Safari pushes only to an app added to the Home Screen. */
export async function devicePush(): Promise<DevicePush> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return isIos() && !isStandalone() ? 'install-first' : 'unsupported';
  }
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Turns push on for this device: asks permission (only ever from a tap), subscribes with the server's key, and
 * sends the subscription. Answers the device's new standing.
 */
export async function turnOnPush(): Promise<DevicePush> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiCall('GET /push/key', {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await apiCall('POST /push/subscriptions', { body: { endpoint: json.endpoint, keys: json.keys } });
  return 'on';
}

/** Stops push on this device: the server forgets it first, then the browser's subscription goes. */
export async function turnOffPush(): Promise<DevicePush> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiCall('DELETE /push/subscriptions', { querystring: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

/** This device's push standing, read once on mount (null while reading); the setter takes a tap's new standing. */
export function useDevicePush(): [DevicePush | null, (standing: DevicePush) => void] {
  const [device, setDevice] = useState<DevicePush | null>(null);
  useEffect(() => {
    void devicePush().then(setDevice, () => setDevice('unsupported'));
  }, []);
  return [device, setDevice];
}
