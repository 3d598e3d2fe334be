import type { ResourcesMessages } from '../en/resources';

const resources: ResourcesMessages = {};

export default resources;
