// A full disk (lib/disk.ts, decision 058): the reserve released as the hooks load, before PocketBase opens its
// databases, and taken again by a job every minute once it runs (not at bootstrap: the other start-up writes, in
// whatever order hook files load, come first); every write that finds the disk full answers 503 and says so.

{
  const { releaseReserveAtStart } = require(`${__hooks}/lib/disk.js`) as typeof import("./lib/disk");
  releaseReserveAtStart($app.dataDir());
}

cronAdd("disk-reserve", "* * * * *", () => {
  const { keepReserve } = require(`${__hooks}/lib/disk.js`) as typeof import("./lib/disk");
  keepReserve($app);
});

onRecordCreateRequest((e) => {
  const disk = require(`${__hooks}/lib/disk.js`) as typeof import("./lib/disk");
  try {
    e.next();
  } catch (error) {
    throw disk.diskFullRefusal(error, disk.EDITOR_DISK_FULL) ?? error;
  }
});

onRecordUpdateRequest((e) => {
  const disk = require(`${__hooks}/lib/disk.js`) as typeof import("./lib/disk");
  try {
    e.next();
  } catch (error) {
    throw disk.diskFullRefusal(error, disk.EDITOR_DISK_FULL) ?? error;
  }
});

onRecordDeleteRequest((e) => {
  const disk = require(`${__hooks}/lib/disk.js`) as typeof import("./lib/disk");
  try {
    e.next();
  } catch (error) {
    throw disk.diskFullRefusal(error, disk.EDITOR_DISK_FULL) ?? error;
  }
});
