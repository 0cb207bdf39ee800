// The device rules live in lib/ so features can use them too; app code keeps importing them from here.
export { classifyDevice, type DeviceClass, useDeviceClass, useNarrowScreen } from "../lib/device";
