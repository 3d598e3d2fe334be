module.exports = {
  ...require('../../jest.preset.cjs').preset('dom'),
  testEnvironment: '<rootDir>/jest.environment.cjs',
};
