#!/usr/bin/perl
# Runs a command as a "child subreaper" (Linux's prctl PR_SET_CHILD_SUBREAPER) and exits with its
# status. The processes it starts that outlive their parent are adopted here and waited for, so
# that their CPU time reaches npm test's timing table: Vitest ends without waiting for the
# chromium it drove, which then counted for no one (the stories lane showed 32 s of CPU where its
# processes used 70 s). Perl, because Node cannot make that call and Debian always has perl-base.
use strict;
use warnings;
use POSIX ();

# prctl's system call number by machine; elsewhere the command just runs.
my %prctl = (x86_64 => 157, aarch64 => 167);
my $machine = (POSIX::uname())[4];
syscall($prctl{$machine}, 36, 1, 0, 0, 0) if exists $prctl{$machine};

my $command = fork() // die "fork: $!\n";
if ($command == 0) {
  exec { $ARGV[0] } @ARGV or die "$ARGV[0]: $!\n";
}
# A stop asked of this wrapper is the command's.
$SIG{$_} = sub { kill $_[0], $command } for qw(TERM HUP);

my $status = 0;
sub finish { exit($status & 127 ? 128 + ($status & 127) : $status >> 8) }
while ((my $ended = waitpid(-1, 0)) > 0) {
  next if $ended != $command;
  $status = $?;
  # The adopted processes end with their parent: wait for them a moment, not for a daemon.
  $SIG{ALRM} = \&finish;
  alarm 10;
}
finish();
