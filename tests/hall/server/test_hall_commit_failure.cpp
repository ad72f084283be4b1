// A batch whose COMMIT fails (the acknowledgement after storing): the hall must show and keep
// exactly what was stored before the batch, and take the same records again when the broker sends
// them again. SQLite's COMMIT is made to fail by a VFS of the test's own over the default one: while
// `fail_wal_writes` is set, every write to a write-ahead log fails as a full disk would.
#include "hall_fixture.hpp"

#include "hall/server/hall_service.hpp"
#include "hall/server/hall_store.hpp"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <atomic>
#include <cstring>

using namespace pendule::hall;
using namespace hall_test;

namespace {

std::atomic<bool> fail_wal_writes{false};
std::atomic<int> wal_writes_failed{0};
sqlite3_vfs* base_vfs = nullptr;

// The test's file: the default VFS's file right after it, and whether it is a write-ahead log.
struct FaultFile {
    sqlite3_file head;
    bool wal;
};

sqlite3_file* real(sqlite3_file* file) {
    return reinterpret_cast<sqlite3_file*>(reinterpret_cast<char*>(file) + sizeof(FaultFile));
}

int fault_close(sqlite3_file* f) {
    return real(f)->pMethods->xClose(real(f));
}
int fault_read(sqlite3_file* f, void* data, int amount, sqlite3_int64 offset) {
    return real(f)->pMethods->xRead(real(f), data, amount, offset);
}
int fault_write(sqlite3_file* f, const void* data, int amount, sqlite3_int64 offset) {
    if (reinterpret_cast<FaultFile*>(f)->wal && fail_wal_writes) {
        ++wal_writes_failed;
        return SQLITE_FULL;
    }
    return real(f)->pMethods->xWrite(real(f), data, amount, offset);
}
int fault_truncate(sqlite3_file* f, sqlite3_int64 size) {
    return real(f)->pMethods->xTruncate(real(f), size);
}
int fault_sync(sqlite3_file* f, int flags) {
    return real(f)->pMethods->xSync(real(f), flags);
}
int fault_file_size(sqlite3_file* f, sqlite3_int64* size) {
    return real(f)->pMethods->xFileSize(real(f), size);
}
int fault_lock(sqlite3_file* f, int level) {
    return real(f)->pMethods->xLock(real(f), level);
}
int fault_unlock(sqlite3_file* f, int level) {
    return real(f)->pMethods->xUnlock(real(f), level);
}
int fault_check_reserved(sqlite3_file* f, int* out) {
    return real(f)->pMethods->xCheckReservedLock(real(f), out);
}
int fault_control(sqlite3_file* f, int op, void* arg) {
    return real(f)->pMethods->xFileControl(real(f), op, arg);
}
int fault_sector_size(sqlite3_file* f) {
    return real(f)->pMethods->xSectorSize(real(f));
}
int fault_characteristics(sqlite3_file* f) {
    return real(f)->pMethods->xDeviceCharacteristics(real(f));
}
int fault_shm_map(sqlite3_file* f, int page, int size, int extend, void volatile** out) {
    return real(f)->pMethods->xShmMap(real(f), page, size, extend, out);
}
int fault_shm_lock(sqlite3_file* f, int offset, int n, int flags) {
    return real(f)->pMethods->xShmLock(real(f), offset, n, flags);
}
void fault_shm_barrier(sqlite3_file* f) {
    real(f)->pMethods->xShmBarrier(real(f));
}
int fault_shm_unmap(sqlite3_file* f, int remove) {
    return real(f)->pMethods->xShmUnmap(real(f), remove);
}

// Version 2: the shared-memory methods WAL needs; no memory-mapped reads (version 3's xFetch).
const sqlite3_io_methods fault_methods = {2,
                                          fault_close,
                                          fault_read,
                                          fault_write,
                                          fault_truncate,
                                          fault_sync,
                                          fault_file_size,
                                          fault_lock,
                                          fault_unlock,
                                          fault_check_reserved,
                                          fault_control,
                                          fault_sector_size,
                                          fault_characteristics,
                                          fault_shm_map,
                                          fault_shm_lock,
                                          fault_shm_barrier,
                                          fault_shm_unmap,
                                          nullptr,
                                          nullptr};

int fault_open(sqlite3_vfs*, const char* name, sqlite3_file* file, int flags, int* out_flags) {
    auto* mine = reinterpret_cast<FaultFile*>(file);
    mine->head.pMethods = nullptr;
    mine->wal = (flags & SQLITE_OPEN_WAL) != 0;
    const int rc = base_vfs->xOpen(base_vfs, name, real(file), flags, out_flags);
    if (rc == SQLITE_OK && real(file)->pMethods)
        mine->head.pMethods = &fault_methods;
    return rc;
}

// The default VFS's calls, but xOpen.
int fault_delete(sqlite3_vfs*, const char* name, int sync) {
    return base_vfs->xDelete(base_vfs, name, sync);
}
int fault_access(sqlite3_vfs*, const char* name, int flags, int* out) {
    return base_vfs->xAccess(base_vfs, name, flags, out);
}
int fault_full_pathname(sqlite3_vfs*, const char* name, int size, char* out) {
    return base_vfs->xFullPathname(base_vfs, name, size, out);
}
int fault_randomness(sqlite3_vfs*, int size, char* out) {
    return base_vfs->xRandomness(base_vfs, size, out);
}
int fault_sleep(sqlite3_vfs*, int micros) {
    return base_vfs->xSleep(base_vfs, micros);
}
int fault_current_time(sqlite3_vfs*, double* out) {
    return base_vfs->xCurrentTime(base_vfs, out);
}
int fault_last_error(sqlite3_vfs*, int size, char* out) {
    return base_vfs->xGetLastError ? base_vfs->xGetLastError(base_vfs, size, out) : 0;
}

// The test's VFS is the default one while it lives; the real default again after it.
struct FaultVfsAsDefault {
    FaultVfsAsDefault() {
        sqlite3_initialize();
        base_vfs = sqlite3_vfs_find(nullptr);
        REQUIRE(base_vfs);
        std::memset(&vfs, 0, sizeof vfs);
        vfs.iVersion = 1;
        vfs.szOsFile = static_cast<int>(sizeof(FaultFile)) + base_vfs->szOsFile;
        vfs.mxPathname = base_vfs->mxPathname;
        vfs.zName = "pendule-test-faults";
        vfs.xOpen = fault_open;
        vfs.xDelete = fault_delete;
        vfs.xAccess = fault_access;
        vfs.xFullPathname = fault_full_pathname;
        vfs.xRandomness = fault_randomness;
        vfs.xSleep = fault_sleep;
        vfs.xCurrentTime = fault_current_time;
        vfs.xGetLastError = fault_last_error;
        REQUIRE(sqlite3_vfs_register(&vfs, 1) == SQLITE_OK);
    }
    ~FaultVfsAsDefault() {
        fail_wal_writes = false;
        sqlite3_vfs_unregister(&vfs);
        sqlite3_vfs_register(base_vfs, 1);
    }
    sqlite3_vfs vfs{};
};

} // namespace

TEST_CASE("a batch whose COMMIT fails: nothing of it shown or kept, the same records taken when sent again",
          "[hall]") {
    const FaultVfsAsDefault faults;
    Hall hall("hall-commit-failure");
    REQUIRE(hall.service->live().enter(1)); // a page is open
    const auto lines = game_lines();
    for (std::size_t i = 0; i < 3; ++i)
        REQUIRE(hall.send(journal_topic(), lines[i]).log.empty());
    const std::string before = hall.service->boards_json();
    CHECK_THAT(before, Catch::Contains("\"last_seq\": 2,"));

    // Records 3 and 4 in a batch, taken in memory (and by the board's replay), then the COMMIT fails.
    REQUIRE_FALSE(hall.service->begin_batch());
    for (std::size_t i = 3; i < 5; ++i)
        CHECK(hall.send(journal_topic(), lines[i]).log.empty());
    CHECK_THAT(hall.service->boards_json(), Catch::Contains("\"last_seq\": 4,"));
    fail_wal_writes = true;
    const auto problem = hall.service->end_batch();
    fail_wal_writes = false;
    REQUIRE(problem);
    CHECK(wal_writes_failed > 0);
    CHECK_THAT(problem->text(), Catch::Contains("database"));
    // As before the batch: the board, its journal, what the pages and /api/boards are told.
    CHECK(hall.service->board("e", 12)->last_seq == 2);
    CHECK(hall.service->journal("e", 12) == joined(lines, 3));
    CHECK(hall.service->boards_json() == before);

    // The broker sends them again (nothing was acknowledged): stored this time.
    REQUIRE_FALSE(hall.service->begin_batch());
    for (std::size_t i = 3; i < lines.size(); ++i)
        CHECK(hall.send(journal_topic(), lines[i]).log.empty());
    REQUIRE_FALSE(hall.service->end_batch());
    CHECK(hall.service->journal("e", 12) == joined(lines, lines.size()));
    const std::string after = hall.service->boards_json();
    CHECK_THAT(after, Catch::Contains("\"last_seq\": 5,"));
    // And kept: the hall started again shows the same.
    hall.open();
    CHECK(hall.service->journal("e", 12) == joined(lines, lines.size()));
    CHECK(hall.service->boards_json() == after);
}
