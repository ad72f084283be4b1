#include "io/eboard/eboard_link.hpp"

#include "io/eboard/board_port.hpp"

#include <chrono>

namespace pendule::io {

EBoardLink::EBoardLink(std::string port) : port_(std::move(port)), thread_([this] { run(); }) {}

EBoardLink::~EBoardLink() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    thread_.join();
}

void EBoardLink::set_linked(bool linked) {
    std::lock_guard lock(mutex_);
    linked_ = linked;
    outgoing_.clear();
}

std::vector<EBoardReport> EBoardLink::take() {
    std::lock_guard lock(mutex_);
    return std::exchange(reports_, {});
}

void EBoardLink::send(std::vector<std::uint8_t> bytes) {
    std::lock_guard lock(mutex_);
    if (linked_)
        outgoing_.insert(outgoing_.end(), bytes.begin(), bytes.end());
}

void EBoardLink::set_on_report(std::function<void()> on_report) {
    std::lock_guard lock(mutex_);
    on_report_ = std::move(on_report);
}

void EBoardLink::push(EBoardReport report) {
    std::lock_guard lock(mutex_);
    // Bytes after bytes are one report: the loop reads them as one stream.
    if (report.kind == EBoardReport::Kind::bytes && !reports_.empty() &&
        reports_.back().kind == EBoardReport::Kind::bytes)
        reports_.back().bytes.insert(reports_.back().bytes.end(), report.bytes.begin(), report.bytes.end());
    else
        reports_.push_back(std::move(report));
    if (on_report_)
        on_report_();
}

void EBoardLink::run() {
    auto stopping = [this] {
        std::lock_guard lock(mutex_);
        return stop_;
    };
    std::string last_failure;
    while (!stopping()) {
        auto port = open_board(port_);
        if (port && !greet_board(*port)) {
            last_failure.clear();
            push({EBoardReport::Kind::linked, port->name(), {}});
            set_linked(true);
            while (!stopping()) {
                std::vector<std::uint8_t> out;
                {
                    std::lock_guard lock(mutex_);
                    out.swap(outgoing_);
                }
                std::optional<Error> failed;
                if (!out.empty())
                    failed = port->write(out);
                auto bytes = failed ? Result<std::vector<std::uint8_t>>(*failed) : port->read(50);
                if (!bytes) {
                    set_linked(false);
                    push({EBoardReport::Kind::lost, bytes.error().text(), {}});
                    break;
                }
                if (!bytes->empty())
                    push({EBoardReport::Kind::bytes, {}, std::move(*bytes)});
            }
            set_linked(false);
        } else {
            // Said once until it changes: a board not plugged in is sought quietly every second.
            const std::string why = port ? "the board did not take the greeting" : port.error().text();
            if (why != last_failure)
                push({EBoardReport::Kind::lost, why, {}});
            last_failure = why;
        }
        for (int i = 0; i < 10 && !stopping(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
}

} // namespace pendule::io
