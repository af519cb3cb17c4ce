// Record ids are the server's to choose: a create request that names one is refused unless a superuser sends it,
// in every collection (today only contact takes visitors' records).

onRecordCreateRequest((e) => {
  const { refuseChosenId } = require(`${__hooks}/lib/editors/record-ids.js`) as typeof import("./lib/editors/record-ids");
  refuseChosenId(e);
  e.next();
});
