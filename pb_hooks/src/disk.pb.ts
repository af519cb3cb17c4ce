// A full disk (lib/serving/disk.ts, decision 083): the reserve released as the hooks load, before PocketBase opens its
// databases, and taken again by a job every minute once it runs (not at bootstrap: the other start-up writes, in
// whatever order hook files load, come first). Every write that finds the disk full answers 503 and says so: in the
// one middleware every request passes (every-request.pb.ts), outside every hook's transaction, whose commit may be
// where the disk runs out.

{
  const { releaseReserveAtStart } = require(`${__hooks}/lib/serving/disk.js`) as typeof import("./lib/serving/disk");
  releaseReserveAtStart($app.dataDir());
}

cronAdd("disk-reserve", "* * * * *", () => {
  const { keepReserve } = require(`${__hooks}/lib/serving/disk.js`) as typeof import("./lib/serving/disk");
  keepReserve($app);
});
