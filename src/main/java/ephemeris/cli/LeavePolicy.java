package ephemeris.cli;

/**
 * When a {@link LocalServer} gives its wiki up to another process: it holds the wiki's index (its write lock), so
 * another process that needs the wiki may ask it to leave.
 */
enum LeavePolicy {
    /** The window's: it serves for as long as the window has the wiki open. */
    NEVER,
    /** One the user started ({@code ephemeris serve}): {@code ephemeris serve --stop} ends it. */
    WHEN_STOPPED,
    /**
     * One a burst of calls started ({@link ServerOnDemand}): it makes way for any process that opens the
     * wiki itself, and for a call it cannot answer, which would otherwise find the index held.
     */
    FOR_ANY_NEED;

    /** Whether a server leaves for {@code request}: {@link ServeProtocol#LEAVE} or {@link ServeProtocol#STOP}. */
    boolean leavesWhenAsked(String request) {
        return this == FOR_ANY_NEED || (this == WHEN_STOPPED && request.equals(ServeProtocol.STOP));
    }
}
