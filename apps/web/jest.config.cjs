const { preset, withCampusServers } = require('../../jest.preset.cjs');

module.exports = withCampusServers(preset('dom'), __dirname);
