#include "hall/server/hall_store.hpp"

#include "io/os/file_system.hpp"

#include <sqlite3.h>

#include <utility>

namespace pendule::hall {

namespace {

// One prepared statement, finalised on every path out.
class Statement {
  public:
    Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr); }
    ~Statement() { sqlite3_finalize(stmt_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    bool ok() const { return stmt_ != nullptr; }
    Statement& bind(int index, const std::string& text) {
        sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(int index, std::int64_t value) {
        sqlite3_bind_int64(stmt_, index, value);
        return *this;
    }
    // SQLITE_ROW, SQLITE_DONE or an error code.
    int step() { return ok() ? sqlite3_step(stmt_) : SQLITE_ERROR; }
    // The column's text appended to `out`, from SQLite's own buffer (nothing for a NULL).
    void append_text(int column, std::string& out) const {
        if (const auto* bytes = sqlite3_column_text(stmt_, column))
            out.append(reinterpret_cast<const char*>(bytes),
                       static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)));
    }
    std::string text(int column) const {
        std::string out;
        append_text(column, out);
        return out;
    }
    std::int64_t integer(int column) const { return sqlite3_column_int64(stmt_, column); }
    bool is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }

  private:
    sqlite3_stmt* stmt_ = nullptr;
};

// The players named by a journal's header line (already checked by parse_hall_record).
void read_players(BoardEntry& board, const std::string& header_line) {
    auto decoded = io::decode_line(header_line);
    if (!decoded)
        return;
    board.white = std::string(decoded->get("white").value_or(""));
    board.black = std::string(decoded->get("black").value_or(""));
}

// What add() may change in a board, to put back after a database error: the new lines only grow,
// so their length is enough.
struct Undo {
    explicit Undo(const BoardEntry& b)
        : white(b.white), black(b.black), last_seq(b.last_seq), last_heard_wall_ms(b.last_heard_wall_ms),
          new_lines_size(b.new_lines.size()), pending(b.pending) {}
    void restore(BoardEntry& b) const {
        b.white = white;
        b.black = black;
        b.last_seq = last_seq;
        b.last_heard_wall_ms = last_heard_wall_ms;
        b.new_lines.resize(new_lines_size);
        b.pending = pending;
    }
    std::string white, black;
    std::int64_t last_seq, last_heard_wall_ms;
    std::size_t new_lines_size, pending;
};

constexpr const char* schema = R"(
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
CREATE TABLE IF NOT EXISTS boards (
    event TEXT NOT NULL, board INTEGER NOT NULL, white TEXT NOT NULL DEFAULT '',
    black TEXT NOT NULL DEFAULT '', last_seq INTEGER NOT NULL DEFAULT -1,
    link TEXT NOT NULL DEFAULT 'offline', last_heard_wall INTEGER NOT NULL DEFAULT 0,
    round TEXT NOT NULL DEFAULT '', PRIMARY KEY (event, board));
CREATE TABLE IF NOT EXISTS records (
    event TEXT NOT NULL, board INTEGER NOT NULL, seq INTEGER NOT NULL, line TEXT NOT NULL,
    PRIMARY KEY (event, board, seq));
CREATE TABLE IF NOT EXISTS pending (
    event TEXT NOT NULL, board INTEGER NOT NULL, seq INTEGER NOT NULL, line TEXT NOT NULL,
    PRIMARY KEY (event, board, seq));
CREATE TABLE IF NOT EXISTS checkpoints (
    event TEXT NOT NULL, board INTEGER NOT NULL, seq INTEGER NOT NULL, state TEXT NOT NULL,
    PRIMARY KEY (event, board));
)";

} // namespace

Result<std::unique_ptr<HallStore>> HallStore::open(const std::filesystem::path& file) {
    sqlite3* db = nullptr;
    if (sqlite3_open(io::text_of(file).c_str(), &db) != SQLITE_OK) { // SQLite takes UTF-8
        std::string message = db ? sqlite3_errmsg(db) : "out of memory";
        sqlite3_close(db);
        return fail("cannot open the hall's database: " + message, io::text_of(file));
    }
    std::unique_ptr<HallStore> store(new HallStore(db));
    if (auto problem = store->exec(schema))
        return fail(problem->message, io::text_of(file));
    // A database of an earlier hall has no round column yet.
    if (auto problem = store->add_round_column())
        return fail(problem->message, io::text_of(file));
    if (auto problem = store->load())
        return fail(problem->message, io::text_of(file));
    return store;
}

HallStore::~HallStore() {
    sqlite3_close(db_);
}

std::optional<Error> HallStore::add_round_column() {
    Statement has(db_, "SELECT count(*) FROM pragma_table_info('boards') WHERE name = 'round'");
    if (has.step() == SQLITE_ROW && has.integer(0) > 0)
        return std::nullopt;
    return exec("ALTER TABLE boards ADD COLUMN round TEXT NOT NULL DEFAULT ''");
}

std::optional<Error> HallStore::exec(const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return std::nullopt;
    Error error = fail(std::string("database: ") + (message ? message : "unknown error"));
    sqlite3_free(message);
    return error;
}

BoardEntry& HallStore::entry(const std::string& event, int board) {
    BoardEntry& e = boards_[{event, board}];
    e.event = event;
    e.board = board;
    return e;
}

// Rebuilds every board from the tables: its journal is its records in seq order, so the state the
// hall shows after a restart comes from the same lines as before it. The lines stay in the database
// (journal() reads them); here each board's records after its checkpoint (all of them when it has
// none) are counted on the primary key's index, and a journal with a hole is refused. The records a
// checkpoint covers are not counted again: it was made from them, read in order without a hole, and
// no record is ever deleted (after a 5-hour round of 1,000 boards, counting all 36 million took
// longer than the hall may take to listen). A board is known by its row in `boards`, written with
// its first record.
std::optional<Error> HallStore::load() {
    Statement boards(db_,
                     "SELECT event, board, white, black, last_seq, link, last_heard_wall, round FROM boards");
    while (boards.step() == SQLITE_ROW) {
        BoardEntry& e = entry(boards.text(0), static_cast<int>(boards.integer(1)));
        e.white = boards.text(2);
        e.black = boards.text(3);
        e.link = boards.text(5);
        e.last_heard_wall_ms = boards.integer(6);
        e.round = boards.text(7);
    }
    Statement checkpoints(db_, "SELECT event, board, seq FROM checkpoints");
    std::map<std::pair<std::string, int>, std::int64_t> covered;
    while (checkpoints.step() == SQLITE_ROW)
        covered[{checkpoints.text(0), static_cast<int>(checkpoints.integer(1))}] = checkpoints.integer(2);
    for (auto& [key, e] : boards_) {
        Statement last(db_, "SELECT max(seq) FROM records WHERE event = ?1 AND board = ?2");
        last.bind(1, e.event).bind(2, std::int64_t{e.board});
        if (last.step() != SQLITE_ROW)
            return fail(std::string("database: ") + sqlite3_errmsg(db_));
        e.last_seq = last.is_null(0) ? -1 : last.integer(0);
        const auto found = covered.find(key);
        // A checkpoint beyond the last record vouches for nothing (the hall replays that board whole).
        const std::int64_t after = found == covered.end() || found->second > e.last_seq ? -1 : found->second;
        Statement records(db_, "SELECT count(*) FROM records WHERE event = ?1 AND board = ?2 AND seq > ?3");
        records.bind(1, e.event).bind(2, std::int64_t{e.board}).bind(3, after);
        if (records.step() != SQLITE_ROW)
            return fail(std::string("database: ") + sqlite3_errmsg(db_));
        if (records.integer(0) == e.last_seq - after)
            continue;
        // Records after+1 to last_seq, each once (the primary key): fewer means a hole, found here.
        Statement seqs(db_,
                       "SELECT seq FROM records WHERE event = ?1 AND board = ?2 AND seq > ?3 ORDER BY seq");
        seqs.bind(1, e.event).bind(2, std::int64_t{e.board}).bind(3, after);
        std::int64_t expected = after + 1;
        int step = SQLITE_ROW;
        while ((step = seqs.step()) == SQLITE_ROW && seqs.integer(0) == expected)
            ++expected;
        return fail("database: board " + std::to_string(e.board) + " has a hole before record " +
                    std::to_string(step == SQLITE_ROW ? seqs.integer(0) : e.last_seq));
    }
    Statement pending(db_, "SELECT event, board, count(*) FROM pending GROUP BY event, board");
    while (pending.step() == SQLITE_ROW)
        entry(pending.text(0), static_cast<int>(pending.integer(1))).pending =
            static_cast<std::size_t>(pending.integer(2));
    return std::nullopt;
}

std::optional<Error> HallStore::save_board(const BoardEntry& b) {
    Statement s(db_,
                "INSERT INTO boards (event, board, white, black, last_seq, link, last_heard_wall, round) "
                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (event, board) DO UPDATE SET "
                "white = ?3, black = ?4, last_seq = ?5, link = ?6, last_heard_wall = ?7, round = ?8");
    s.bind(1, b.event).bind(2, std::int64_t{b.board}).bind(3, b.white).bind(4, b.black);
    s.bind(5, b.last_seq).bind(6, b.link).bind(7, b.last_heard_wall_ms).bind(8, b.round);
    if (s.step() != SQLITE_DONE)
        return fail(std::string("database: ") + sqlite3_errmsg(db_));
    return std::nullopt;
}

std::optional<Error> HallStore::append(BoardEntry& b, std::int64_t seq, const std::string& line) {
    Statement s(db_, "INSERT INTO records (event, board, seq, line) VALUES (?1, ?2, ?3, ?4)");
    s.bind(1, b.event).bind(2, std::int64_t{b.board}).bind(3, seq).bind(4, line);
    if (s.step() != SQLITE_DONE)
        return fail(std::string("database: ") + sqlite3_errmsg(db_));
    if (seq == 0)
        read_players(b, line);
    b.new_lines += line;
    b.new_lines += '\n';
    b.last_seq = seq;
    return std::nullopt;
}

// Moves the kept-aside records that now follow the journal into it, in order.
int HallStore::drain_pending(BoardEntry& b) {
    int moved = 0;
    while (b.pending > 0) {
        Statement next(db_, "SELECT line FROM pending WHERE event = ?1 AND board = ?2 AND seq = ?3");
        next.bind(1, b.event).bind(2, std::int64_t{b.board}).bind(3, b.last_seq + 1);
        if (next.step() != SQLITE_ROW || append(b, b.last_seq + 1, next.text(0)))
            break;
        Statement gone(db_, "DELETE FROM pending WHERE event = ?1 AND board = ?2 AND seq = ?3");
        gone.bind(1, b.event).bind(2, std::int64_t{b.board}).bind(3, b.last_seq);
        gone.step();
        --b.pending;
        ++moved;
    }
    return moved;
}

StoreReport HallStore::add(const HallRecord& record, std::int64_t wall_ms) {
    BoardEntry& b = entry(record.event, record.board);
    const std::string where = "event " + record.event + ", board " + std::to_string(record.board) +
                              ", record " + std::to_string(record.seq);
    StoreReport report;
    // In a batch, a savepoint: a refused record is undone alone, the batch goes on.
    const char* begin = batch_ ? "SAVEPOINT record" : "BEGIN IMMEDIATE";
    const char* undo = batch_ ? "ROLLBACK TO record; RELEASE record" : "ROLLBACK";
    const char* end = batch_ ? "RELEASE record" : "COMMIT";
    if (auto problem = exec(begin))
        return {StoreOutcome::Refused, where + ": " + problem->message};
    const Undo before(b);
    b.last_heard_wall_ms = wall_ms;
    bool database_failed = false;
    switch (seq_order(b.last_seq, record.seq)) {
    case SeqOrder::Duplicate: {
        Statement s(db_, "SELECT line FROM records WHERE event = ?1 AND board = ?2 AND seq = ?3");
        s.bind(1, b.event).bind(2, std::int64_t{b.board}).bind(3, record.seq);
        const bool same = s.step() == SQLITE_ROW && s.text(0) == record.line;
        report = same ? StoreReport{StoreOutcome::Duplicate, where + ": already stored (redelivery)"}
                      : StoreReport{StoreOutcome::Refused,
                                    where + ": refused, another line was stored under this seq"};
        break;
    }
    case SeqOrder::Gap: {
        Statement s(db_, "INSERT OR IGNORE INTO pending (event, board, seq, line) VALUES (?1, ?2, ?3, ?4)");
        s.bind(1, b.event).bind(2, std::int64_t{b.board}).bind(3, record.seq).bind(4, record.line);
        const bool ok = s.step() == SQLITE_DONE;
        database_failed = !ok;
        b.pending += ok ? static_cast<std::size_t>(sqlite3_changes(db_)) : 0;
        report = {ok ? StoreOutcome::KeptAside : StoreOutcome::Refused,
                  where + ": kept aside, record " + std::to_string(b.last_seq + 1) + " has not arrived yet"};
        break;
    }
    case SeqOrder::Next:
        if (auto problem = append(b, record.seq, record.line)) {
            report = {StoreOutcome::Refused, where + ": " + problem->message};
            database_failed = true;
            break;
        }
        report = {StoreOutcome::Stored, where + ": stored"};
        report.unblocked = drain_pending(b);
        break;
    }
    if (!database_failed) {
        if (auto problem = save_board(b)) {
            report = {StoreOutcome::Refused, where + ": " + problem->message};
            database_failed = true;
        }
    }
    // A database error leaves neither the tables nor the memory changed.
    if (database_failed) {
        exec(undo);
        before.restore(b);
        return report;
    }
    if (auto problem = exec(end)) {
        exec(undo);
        before.restore(b);
        return {StoreOutcome::Refused, where + ": " + problem->message};
    }
    return report;
}

std::optional<Error> HallStore::set_link(const std::string& event, int board, const std::string& link,
                                         std::int64_t wall_ms) {
    BoardEntry& b = entry(event, board);
    b.link = link;
    b.last_heard_wall_ms = wall_ms;
    return save_board(b);
}

std::optional<Error> HallStore::set_round(const std::string& event, int board, const std::string& round) {
    BoardEntry& b = entry(event, board);
    if (b.round == round)
        return std::nullopt;
    b.round = round;
    return save_board(b);
}

std::optional<Error> HallStore::begin_batch() {
    if (batch_)
        return fail("database: a batch is already open");
    if (auto problem = exec("BEGIN IMMEDIATE"))
        return problem;
    batch_ = true;
    return std::nullopt;
}

std::optional<Error> HallStore::commit_batch() {
    if (!batch_)
        return fail("database: no batch is open");
    batch_ = false;
    auto problem = exec("COMMIT");
    if (!problem)
        return std::nullopt;
    exec("ROLLBACK");
    // The boards in memory took the batch's records: they are read again as the tables are now.
    boards_.clear();
    if (auto reload = load())
        problem->message += "; then " + reload->message;
    return problem;
}

std::vector<const BoardEntry*> HallStore::boards() const {
    std::vector<const BoardEntry*> out;
    for (const auto& [key, board] : boards_)
        out.push_back(&board);
    return out;
}

const BoardEntry* HallStore::find(const std::string& event, int board) const {
    const auto it = boards_.find({event, board});
    return it == boards_.end() ? nullptr : &it->second;
}

Result<std::string> HallStore::journal(const std::string& event, int board) const {
    return journal_from(event, board, 0);
}

Result<std::string> HallStore::journal_from(const std::string& event, int board, std::int64_t from_seq,
                                            std::int64_t to_seq) const {
    Statement s(db_, "SELECT line FROM records WHERE event = ?1 AND board = ?2 AND seq BETWEEN ?3 AND ?4 "
                     "ORDER BY seq");
    s.bind(1, event).bind(2, std::int64_t{board}).bind(3, from_seq).bind(4, to_seq);
    std::string out;
    int step = SQLITE_ROW;
    while ((step = s.step()) == SQLITE_ROW) {
        s.append_text(0, out); // no string made for each of a long journal's lines
        out += '\n';
    }
    if (step != SQLITE_DONE)
        return fail(std::string("database: ") + sqlite3_errmsg(db_),
                    "event " + event + ", board " + std::to_string(board));
    return out;
}

std::optional<std::int64_t> HallStore::first_pending(const std::string& event, int board) const {
    Statement s(db_, "SELECT MIN(seq) FROM pending WHERE event = ?1 AND board = ?2");
    s.bind(1, event).bind(2, std::int64_t{board});
    if (s.step() != SQLITE_ROW || s.is_null(0))
        return std::nullopt;
    return s.integer(0);
}

Result<std::optional<HallStore::Checkpoint>> HallStore::checkpoint(const std::string& event,
                                                                   int board) const {
    Statement s(db_, "SELECT seq, state FROM checkpoints WHERE event = ?1 AND board = ?2");
    s.bind(1, event).bind(2, std::int64_t{board});
    const int step = s.step();
    if (step == SQLITE_DONE)
        return std::optional<Checkpoint>();
    if (step != SQLITE_ROW)
        return fail(std::string("database: ") + sqlite3_errmsg(db_),
                    "event " + event + ", board " + std::to_string(board));
    return std::optional<Checkpoint>(Checkpoint{s.integer(0), s.text(1)});
}

std::optional<Error> HallStore::save_checkpoint(const std::string& event, int board, std::int64_t seq,
                                                const std::string& state) {
    Statement s(db_, "INSERT INTO checkpoints (event, board, seq, state) VALUES (?1, ?2, ?3, ?4) "
                     "ON CONFLICT (event, board) DO UPDATE SET seq = ?3, state = ?4");
    s.bind(1, event).bind(2, std::int64_t{board}).bind(3, seq).bind(4, state);
    if (s.step() != SQLITE_DONE)
        return fail(std::string("database: ") + sqlite3_errmsg(db_));
    return std::nullopt;
}

std::string HallStore::take_new_lines(const std::string& event, int board) {
    const auto it = boards_.find({event, board});
    return it == boards_.end() ? std::string() : std::exchange(it->second.new_lines, std::string());
}

} // namespace pendule::hall
