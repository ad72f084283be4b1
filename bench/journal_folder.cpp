// The start-up's cost against the size of the journal folder (issue: a season on one laptop).
//
//   pendule_bench_journal_folder DIR COUNT
//
// Fills DIR with COUNT finished four-hour journals (hard links of one journal written here: a
// checkpoint every 500 ms, 80 moves a side, the result; about 1.5 MB and 29,000 records, like a real
// classical game) and one unfinished game, then times io::scan_journals, what the window runs before
// its first screen: the first scan (no index: every journal read and replayed) and the next ones (the
// index). bench/journal_startup.sh times the window itself on the same folders.
#include "io/journal/journal.hpp"
#include "io/journal/journal_index.hpp"
#include "io/preset/preset.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

using namespace pendule;

namespace {

io::JournalEvent make(io::JournalKind kind, std::int64_t t, std::optional<clock::Side> side = std::nullopt) {
    return io::JournalEvent::of(kind, t, side);
}

// A classical game's journal: 5400+30, moves every 40-200 s, a checkpoint every 500 ms, then 1-0 (about four
// hours).
std::string four_hour_journal(bool finished) {
    io::JournalHeader header;
    header.program = "bench";
    header.created_wall_ms = 1'790'000'000'000;
    header.preset = io::resolve_preset("5400+30").value();
    header.white = "Alice Martin";
    header.black = "Bruno Lefèvre";
    header.board = "7";
    std::string text = io::encode_header(header);
    std::int64_t seq = 1;
    auto add = [&](io::JournalEvent e) {
        e.seq = seq++;
        text += io::encode_event(e);
    };
    add(make(io::JournalKind::Start, 0, clock::Side::White));
    std::int64_t t = 0;
    clock::Side to_move = clock::Side::White;
    unsigned state = 12345;
    for (int ply = 0; ply < 160; ++ply) {
        state = state * 1103515245u + 12345u;
        const std::int64_t think = 20'000 + static_cast<std::int64_t>(state % 140'000);
        for (std::int64_t c = 500; c < think; c += 500) {
            io::JournalEvent checkpoint = make(io::JournalKind::Checkpoint, t + c);
            checkpoint.wall_ms = header.created_wall_ms + t + c;
            add(checkpoint);
        }
        t += think;
        add(make(io::JournalKind::Press, t, to_move));
        to_move = to_move == clock::Side::White ? clock::Side::Black : clock::Side::White;
    }
    if (finished) {
        io::JournalEvent result = make(io::JournalKind::Result, t);
        result.score = "1-0";
        result.article = "5.1.2";
        result.reason = "Black resigned";
        add(result);
    }
    return text;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: pendule_bench_journal_folder DIR COUNT\n");
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    const long count = std::strtol(argv[2], nullptr, 10);
    std::filesystem::create_directories(dir);
    const std::filesystem::path model = dir / "model.finished";
    const std::string finished = four_hour_journal(true);
    std::ofstream(model, std::ios::binary) << finished;
    for (long i = 0; i < count; ++i) {
        char name[64];
        std::snprintf(name, sizeof name, "2026-%02ld-%02ldT10-00-00Z-%ld.journal", 1 + i % 12, 1 + i % 28, i);
        std::filesystem::create_hard_link(model, dir / name);
    }
    std::filesystem::remove(model);
    std::ofstream(dir / "2026-12-31T10-00-00Z-0.journal", std::ios::binary) << four_hour_journal(false);
    // Old enough for the index to trust them.
    const auto old = std::filesystem::file_time_type::clock::now() - std::chrono::hours(24);
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        std::filesystem::last_write_time(entry.path(), old);
    std::printf("folder %s: %ld finished journals of %zu bytes, 1 unfinished\n", dir.c_str(), count,
                finished.size());
    for (int run = 1; run <= 3; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const io::JournalScan scan = io::scan_journals(dir);
        std::size_t unfinished = 0;
        for (const auto& j : scan.journals)
            unfinished += j.resumable ? 1 : 0;
        std::printf("scan %d: %.3f s, %zu read in full, %zu from the index, %zu unfinished\n", run,
                    seconds_since(start), scan.read_in_full, scan.from_index, unfinished);
    }
    return 0;
}
